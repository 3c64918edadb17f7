import { Check, FilePenLine, ImageUp, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import {
  revisionChanges,
  revisionValueText,
  type NameLookup,
  type RevisionChange,
} from '@/lib/revision';
import { useAudioCategories } from '@/features/admin/api/get-audio-categories';
import { useGenres } from '@/features/admin/api/get-genres';
import type { AdminMediaWithEpisodes } from '@/features/admin/types';
import type { RevisionDecision } from '@/features/admin/components/use-status-changer';
import { episodeLabels, typeLabel } from '@/features/admin/utils/media-types';

export interface PendingChangesProps {
  media: AdminMediaWithEpisodes;
  onDecide: (decision: RevisionDecision) => void;
  busy?: boolean;
}

/** useCatalogLookup names a revision's new genre or category (loaded only when one changed). */
function useCatalogLookup(media: AdminMediaWithEpisodes): NameLookup {
  const fields = media.revision?.fields ?? [];
  const genres = useGenres(fields.includes('genre'));
  const categoryType = media.type === 'album' ? 'podcast' : media.type;
  const categories = useAudioCategories(
    categoryType,
    fields.includes('category') && media.type !== 'album',
  );
  return (field, id) => {
    const list = field === 'genre' ? genres.data : field === 'category' ? categories.data : [];
    return list?.find((item) => item._id === id)?.title;
  };
}

/** liveText is what listeners get now of a changed field, as text ('' for nothing). */
function liveText(media: AdminMediaWithEpisodes, change: RevisionChange): string {
  if (!change.field) return '';
  if (change.kind === 'episode') {
    const episode = media.episodes.find((e) => e._id === change.episodeId) as
      Record<string, unknown> | undefined;
    return revisionValueText(change.field, episode?.[change.field]) ?? '';
  }
  return (
    revisionValueText(change.field, (media as unknown as Record<string, unknown>)[change.field]) ??
    ''
  );
}

/** newText is the proposed value as text: "None" when it is emptied, "—" when not given. */
function newText(media: AdminMediaWithEpisodes, change: RevisionChange): string {
  if (change.value) return change.value;
  const revision = media.revision;
  const values =
    change.kind === 'episode'
      ? revision?.episodes.find((e) => e.id === change.episodeId)?.values
      : revision?.values;
  return change.field && values && change.field in values ? 'None' : '—';
}

function Value({ label, text, strong }: { label: string; text: string; strong?: boolean }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p
        className={
          strong
            ? 'text-sm font-medium break-words whitespace-pre-line'
            : 'text-sm break-words whitespace-pre-line text-muted-foreground'
        }
      >
        {text || 'None'}
      </p>
    </div>
  );
}

function ChangeRow({ media, change }: { media: AdminMediaWithEpisodes; change: RevisionChange }) {
  const row = 'grid gap-2 px-3 py-3 sm:grid-cols-[8.5rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-4';
  if (change.kind === 'cover') {
    return (
      <li className={row}>
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <ImageUp className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
          New cover art
        </p>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          A new cover image replaces the live one once approved.
        </p>
      </li>
    );
  }
  if (change.kind === 'new-episode') {
    const word = episodeLabels(media.type).one;
    return (
      <li className={row}>
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <Plus className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
          New {word.toLowerCase()}
        </p>
        <p className="text-sm font-medium break-words sm:col-span-2">{change.episodeTitle}</p>
      </li>
    );
  }
  return (
    <li className={row}>
      <p className="text-sm font-semibold break-words">{change.label}</p>
      <Value label="Live" text={liveText(media, change)} />
      <Value label="New" text={newText(media, change)} strong />
    </li>
  );
}

/**
 * PendingChanges is the details' "Pending changes" section of a live item with a revision: each
 * changed field with its live and new value, a new cover, new episodes by title, and the Approve
 * changes and Reject changes decisions. Nothing without a revision.
 */
export function PendingChanges({ media, onDecide, busy }: PendingChangesProps) {
  const lookup = useCatalogLookup(media);
  const revision = media.revision;
  if (!revision) return null;
  const changes = revisionChanges(revision, {
    episodeLabel: episodeLabels(media.type).one,
    episodes: media.episodes,
    lookup,
  });
  const sent = formatDate(revision.submittedAt);
  return (
    <section
      aria-labelledby="pending-changes-heading"
      className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50/70 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3
          id="pending-changes-heading"
          className="flex items-center gap-2 text-sm font-semibold text-amber-950"
        >
          <FilePenLine className="size-4 text-amber-700" aria-hidden="true" />
          Pending changes
        </h3>
        {sent ? <p className="text-xs text-amber-900">Sent {sent}</p> : null}
      </div>
      <p className="text-sm text-amber-950">
        The creator edited this approved {typeLabel(media.type).toLowerCase()}. Listeners keep the
        published version until you approve these changes.
      </p>
      {changes.length ? (
        <ul className="divide-y rounded-md border border-amber-200 bg-background">
          {changes.map((change) => (
            <ChangeRow key={change.key} media={media} change={change} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="destructive" disabled={busy} onClick={() => onDecide('reject')}>
          <X aria-hidden="true" />
          Reject changes
        </Button>
        <Button disabled={busy} onClick={() => onDecide('approve')}>
          <Check aria-hidden="true" />
          Approve changes
        </Button>
      </div>
    </section>
  );
}
