import { FilePenLine } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDate } from '@/lib/format';
import { DESCRIPTION_LENGTH, revisionChanges, truncateText, type NameLookup } from '@/lib/revision';
import type { MediaWithEpisodes } from '@/types/media';
import { useAudioCategories } from '@/features/creator/api/get-audio-categories';
import { useGenres } from '@/features/creator/api/get-genres';

/** QUOTED: the fields whose new value the notice quotes (short text; a description cut short). */
const QUOTED: ReadonlySet<string> = new Set([
  'title',
  'description',
  'genre',
  'category',
  'preacher',
  'theme',
  'bibleReferences',
  'preachedAt',
  'tags',
]);

export interface RevisionNoticeProps {
  media: MediaWithEpisodes;
  /** episodeLabel: what the item calls an episode ("Episode", "Track"). */
  episodeLabel: string;
}

/** useCatalogLookup names a revision's new genre or category (the edit screen's lists, cached). */
function useCatalogLookup(media: MediaWithEpisodes): NameLookup {
  const fields = media.revision?.fields ?? [];
  const genres = useGenres();
  const categories = useAudioCategories(
    fields.includes('category') && media.type !== 'album' ? media.type : null,
  );
  return (field, id) => {
    const list = field === 'genre' ? genres.data : field === 'category' ? categories.data : [];
    return list?.find((item) => item._id === id)?.title;
  };
}

/**
 * RevisionNotice tells a creator that their edit of a live item waits for review while the
 * published version stays live, and lists what changed (with the new title, the start of the
 * new description and other short values). Nothing without a revision.
 */
export function RevisionNotice({ media, episodeLabel }: RevisionNoticeProps) {
  const lookup = useCatalogLookup(media);
  const revision = media.revision;
  if (!revision) return null;
  const changes = revisionChanges(revision, {
    episodeLabel,
    episodes: media.episodes,
    lookup,
  });
  const sent = formatDate(revision.submittedAt);
  return (
    <Alert
      role="status"
      className="border-sky-200 bg-sky-50 text-sky-950 [&>svg]:text-sky-700"
      aria-labelledby="revision-notice-title"
    >
      <FilePenLine aria-hidden="true" />
      <AlertTitle id="revision-notice-title">
        Changes waiting for review
        {sent ? (
          <span className="block font-normal whitespace-nowrap text-sky-900 sm:inline">
            <span className="hidden sm:inline"> · </span>Sent {sent}
          </span>
        ) : null}
      </AlertTitle>
      <AlertDescription className="gap-2 text-sky-950">
        <p>Your published version stays live until an admin approves these changes.</p>
        {changes.length ? (
          <ul className="grid w-full gap-1 pl-4 marker:text-sky-700 [&>li]:list-disc">
            {changes.map((change) => {
              const quoted =
                change.value && change.field && QUOTED.has(change.field)
                  ? change.field === 'description'
                    ? truncateText(change.value, DESCRIPTION_LENGTH)
                    : change.value
                  : undefined;
              return (
                <li key={change.key} className="break-words">
                  <span className="font-medium">{change.label}</span>
                  {quoted ? <span className="text-sky-900"> — “{quoted}”</span> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
