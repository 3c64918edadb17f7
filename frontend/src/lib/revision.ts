import { formatDay } from '@/lib/format';
import type { MediaRevision } from '@/types/media';

/**
 * FIELD_LABELS: how a changed field of a revision reads to people (the edit screen's words:
 * `theme` is the sermon's Series).
 */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  coverArt: 'Cover art',
  genre: 'Genre',
  category: 'Category',
  preacher: 'Preacher',
  theme: 'Series',
  bibleReferences: 'Bible references',
  preachedAt: 'Preached on',
  tags: 'Tags',
  lyrics: 'Lyrics',
  audio: 'Audio',
  language: 'Language',
  ownerEmail: 'Owner email',
};

/** revisionFieldLabel is a field's name in words ("Cover art"); an unknown one is spelt out. */
export function revisionFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** DESCRIPTION_LENGTH: how much of a new description a summary quotes. */
export const DESCRIPTION_LENGTH = 120;

/** truncateText cuts text to at most `max` characters at a word, with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** NameLookup names a related record by its id (a genre's or a category's title). */
export type NameLookup = (field: string, id: string) => string | undefined;

/** ID_FIELDS: fields whose value is a related record's id, shown by name only. */
const ID_FIELDS: ReadonlySet<string> = new Set(['genre', 'category']);

/**
 * revisionValueText is a changed field's new value as text: strings as they are, lists joined,
 * a passage by its text, a day as a date, a genre or category by name (`lookup`); undefined when
 * there is nothing to show (a new cover, an id no lookup knows, an empty value).
 */
export function revisionValueText(
  field: string,
  value: unknown,
  lookup?: NameLookup,
): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (Array.isArray(value)) {
    const parts = value
      .map((v) => (typeof v === 'object' && v ? titleOf(v) : String(v)))
      .filter((v): v is string => Boolean(v));
    return parts.length ? parts.join(field === 'bibleReferences' ? '; ' : ', ') : undefined;
  }
  if (typeof value === 'object') return titleOf(value);
  const text = String(value).trim();
  if (!text) return undefined;
  if (ID_FIELDS.has(field)) return lookup?.(field, text);
  if (field === 'preachedAt') return formatDay(text) || text;
  return text;
}

function titleOf(value: object): string | undefined {
  const v = value as { title?: unknown; text?: unknown; name?: unknown };
  const text = v.title ?? v.text ?? v.name;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}

/** RevisionChange is one change of a revision, in words. */
export interface RevisionChange {
  /** key: unique in the revision ("title", "episode:e3", "episode:e3:title"). */
  key: string;
  kind: 'field' | 'cover' | 'new-episode' | 'episode';
  /** label: "Title", "Cover art", "New episode: Still Waters", "Episode 3: title". */
  label: string;
  /** field: the changed field (the item's, or the episode's for `episode`). */
  field?: string;
  /** episodeId: the episode a `new-episode` or `episode` change is about. */
  episodeId?: string;
  /** episodeName: "Episode 3", the changed episode of an `episode` change. */
  episodeName?: string;
  /** episodeTitle: the title of a `new-episode`. */
  episodeTitle?: string;
  /** value: the new value as text, when there is one to show. */
  value?: string;
}

export interface RevisionChangesOptions {
  /** episodeLabel: what the item calls an episode ("Episode", "Track"). */
  episodeLabel?: string;
  /** episodes: the live episodes, to name a changed one by its position. */
  episodes?: ReadonlyArray<{ _id: string; position: number }>;
  lookup?: NameLookup;
}

/** episodeName is "Episode 3" for a live episode at position 3, else "Episode “title”". */
function episodeName(
  id: string,
  title: string,
  label: string,
  episodes: RevisionChangesOptions['episodes'],
): string {
  const live = episodes?.find((e) => e._id === id);
  if (live) return `${label} ${live.position}`;
  return title ? `${label} “${title}”` : label;
}

/**
 * revisionChanges lists a revision's changes in words, the item's own fields first (in the
 * order the server gives them), then new episodes, then changed ones; each with its new value
 * when it has one to show.
 */
export function revisionChanges(
  revision: MediaRevision,
  { episodeLabel = 'Episode', episodes, lookup }: RevisionChangesOptions = {},
): RevisionChange[] {
  const values = revision.values ?? {};
  const out: RevisionChange[] = [];
  for (const field of revision.fields ?? []) {
    if (field === 'coverArt') {
      out.push({ key: field, kind: 'cover', label: revisionFieldLabel(field), field });
      continue;
    }
    out.push({
      key: field,
      kind: 'field',
      label: revisionFieldLabel(field),
      field,
      value: revisionValueText(field, values[field], lookup),
    });
  }
  const list = revision.episodes ?? [];
  for (const episode of list.filter((e) => e.new)) {
    out.push({
      key: `episode:${episode.id}`,
      kind: 'new-episode',
      label: `New ${episodeLabel.toLowerCase()}: ${episode.title}`,
      episodeId: episode.id,
      episodeTitle: episode.title,
    });
  }
  for (const episode of list.filter((e) => !e.new)) {
    const name = episodeName(episode.id, episode.title, episodeLabel, episodes);
    for (const field of episode.fields ?? []) {
      out.push({
        key: `episode:${episode.id}:${field}`,
        kind: 'episode',
        label: `${name}: ${revisionFieldLabel(field).toLowerCase()}`,
        field,
        episodeId: episode.id,
        episodeName: name,
        value: revisionValueText(field, episode.values?.[field], lookup),
      });
    }
  }
  return out;
}

/**
 * revisionSummary is a revision's changes in one short line for a list: "Title, Cover art and
 * New episode: Still Waters".
 */
export function revisionSummary(revision: MediaRevision, episodeLabel = 'Episode'): string {
  const labels = revisionChanges(revision, { episodeLabel }).map((c) =>
    c.kind === 'episode' ? (c.episodeName ?? c.label) : c.label,
  );
  const unique = [...new Set(labels)];
  if (unique.length === 0) return 'Changes';
  if (unique.length === 1) return unique[0];
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}
