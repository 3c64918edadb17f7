import * as React from 'react';
import { toast } from 'sonner';
import { withFileToken } from '@/lib/pocketbase';
import type { Episode } from '@/types/media';

/** PLAY_FAILED: what a failed start says. */
export const PLAY_FAILED = 'Could not play this audio. Please try again.';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** PlayableEpisode is what the player needs of an episode or track. */
export type PlayableEpisode = Pick<Episode, '_id' | 'audioUrl'>;

/**
 * useEpisodePlayer drives the page's one <audio> element: toggle(episode) plays an episode
 * (its protected URL with a fresh file token of `auth`'s account) or pauses/resumes the current
 * one; at the end of an episode the next one in `episodes` plays.
 */
export function useEpisodePlayer<E extends PlayableEpisode>(
  episodes: E[],
  auth: 'user' | 'admin' = 'user',
) {
  const audioRef = React.useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = React.useState<E | null>(null);
  const [playing, setPlaying] = React.useState(false);
  const [loadingId, setLoadingId] = React.useState<string | null>(null);

  const start = React.useCallback(
    async (episode: E) => {
      const audio = audioRef.current;
      if (!audio) return;
      setLoadingId(episode._id);
      try {
        const src = await withFileToken(episode.audioUrl, auth);
        audio.src = src;
        setCurrent(episode);
        await audio.play();
      } catch (error) {
        if (!isAbort(error)) toast.error(PLAY_FAILED);
      } finally {
        setLoadingId((id) => (id === episode._id ? null : id));
      }
    },
    [auth],
  );

  const toggle = React.useCallback(
    async (episode: E) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (current?._id === episode._id && audio.currentSrc) {
        if (audio.paused) {
          try {
            await audio.play();
          } catch (error) {
            if (!isAbort(error)) await start(episode); // the token may have expired: fetch a new one
          }
        } else {
          audio.pause();
        }
        return;
      }
      await start(episode);
    },
    [current, start],
  );

  const audioProps = {
    ref: audioRef,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      const i = episodes.findIndex((e) => e._id === current?._id);
      const next = i >= 0 ? episodes[i + 1] : undefined;
      if (next) void start(next);
    },
  };

  return { current, playing, loadingId, toggle, audioProps };
}
