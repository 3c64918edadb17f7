import type { Episode } from '@/types/media';
import { startTimeFor } from '@/features/public/utils/start-time';

/** StartPoint is where a shared link asks playback to start: an episode, maybe a second in it. */
export interface StartPoint {
  /** episode: the one `?episode=` names when it is on the page, else the first playable one. */
  episode: Episode;
  /** named: whether `?episode=` named it (the page's title then names it too). */
  named: boolean;
  /** seconds: from `?t=`, clamped to the episode; null without one. */
  seconds: number | null;
}

/**
 * startPoint reads a public page's `?episode=` and `?t=`: null when neither is given or the
 * page has no episode that can be played.
 */
export function startPoint(
  episodes: Episode[],
  episodeParam: string | null,
  tParam: string | null,
): StartPoint | null {
  if (!episodeParam && !tParam) return null;
  const playable = episodes.filter((e) => Boolean(e.streamUrl));
  const named = episodeParam ? playable.find((e) => e._id === episodeParam) : undefined;
  const episode = named ?? playable[0];
  if (!episode) return null;
  return {
    episode,
    named: Boolean(named),
    seconds: startTimeFor(tParam, episode.duration),
  };
}
