import * as React from 'react';
import { toast } from 'sonner';
import { withFileToken } from '@/lib/pocketbase';
import type { Episode } from '@/types/media';
import { MESSAGES } from '@/features/creator/api/messages';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * useEpisodePlayer drives the page's one <audio> element: toggle(episode) plays an episode
 * (its protected URL with a fresh file token) or pauses/resumes the current one; at the end of
 * an episode the next one in `episodes` plays.
 */
export function useEpisodePlayer(episodes: Episode[]) {
  const audioRef = React.useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = React.useState<Episode | null>(null);
  const [playing, setPlaying] = React.useState(false);
  const [loadingId, setLoadingId] = React.useState<string | null>(null);

  const start = React.useCallback(async (episode: Episode) => {
    const audio = audioRef.current;
    if (!audio) return;
    setLoadingId(episode._id);
    try {
      const src = await withFileToken(episode.audioUrl);
      audio.src = src;
      setCurrent(episode);
      await audio.play();
    } catch (error) {
      if (!isAbort(error)) toast.error(MESSAGES.playFailed);
    } finally {
      setLoadingId((id) => (id === episode._id ? null : id));
    }
  }, []);

  const toggle = React.useCallback(
    async (episode: Episode) => {
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
