import { EmptyState } from '@/components/empty-state';
import { EpisodeNotes, hasNotes } from '@/components/media-page/episode-notes';
import { TrackList, type TrackListProps } from '@/components/media-page/track-list';
import { listenTypeCopy } from '@/components/media-types';
import type { MediaWithEpisodes } from '@/types/media';

/**
 * EpisodesSection is an item page's tracks, episodes or parts with their count, as a track
 * list (`onPlay` plays the one at an index), or a note that there are none yet.
 */
export function EpisodesSection({
  media,
  onPlay,
  onPlayAt,
  action,
}: {
  media: MediaWithEpisodes;
  onPlay: (index: number) => void;
  /** onPlayAt plays an episode from `at` seconds (a chapter or a line of its transcript). */
  onPlayAt?: (episodeId: string, at: number) => void;
  /** action: a control at the end of each episode's row (TrackList). */
  action?: TrackListProps['action'];
}) {
  const copy = listenTypeCopy(media.type);
  const episodes = media.episodes;
  return (
    <section aria-labelledby="episodes-heading" className="grid content-start gap-4">
      <h2 id="episodes-heading" className="text-lg font-semibold">
        {copy.episodes}{' '}
        <span className="font-normal text-muted-foreground tabular-nums">({episodes.length})</span>
      </h2>
      {episodes.length === 0 ? (
        <EmptyState
          icon={<copy.icon aria-hidden="true" />}
          title={`No ${copy.episodes.toLowerCase()} yet`}
          description="Check back soon."
        />
      ) : (
        <TrackList
          episodes={episodes}
          episodeLabel={copy.episode}
          onPlay={onPlay}
          action={action}
          notes={
            onPlayAt
              ? (episode) =>
                  hasNotes(episode) ? <EpisodeNotes episode={episode} onPlayAt={onPlayAt} /> : null
              : undefined
          }
        />
      )}
    </section>
  );
}
