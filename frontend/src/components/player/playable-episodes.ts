import type { Episode } from '@/types/media';

/** PlayableEpisode is what both the player and a download keep of an episode that has a stream. */
export type PlayableEpisode = Pick<Episode, '_id' | 'title' | 'position' | 'duration'> & {
  streamUrl: string;
};

/**
 * playableEpisodes keeps an item's episodes that can be heard (they have a stream URL), in order,
 * each as a PlayableEpisode plus what `extra` adds for the caller (the player's resume point and
 * waveform, a download's size).
 */
export function playableEpisodes<T extends object>(
  episodes: Episode[],
  extra: (episode: Episode) => T,
): Array<PlayableEpisode & T> {
  return episodes
    .filter((e) => Boolean(e.streamUrl))
    .map((e) => ({
      _id: e._id,
      title: e.title,
      position: e.position,
      duration: e.duration,
      streamUrl: e.streamUrl ?? '',
      ...extra(e),
    }));
}
