import * as React from 'react';
import { toast } from 'sonner';
import { RELOAD_EVERY_MS } from '@/components/player/listening-player';
import { freshStreamUrl } from '@/components/player/player-api';
import type { Episode } from '@/types/media';

/** PLAY_FAILED: what a failed start says. */
export const PLAY_FAILED = 'Could not play this audio. Please try again.';

/** NOT_STREAMABLE: why an episode without a stream URL has no working play button. */
export const NOT_STREAMABLE = 'This audio cannot be played yet.';

/** MEDIA_ERR_ABORTED: MediaError's code for a load the page itself stopped (a new source). */
const MEDIA_ERR_ABORTED = 1;

const isDomError = (error: unknown, name: string) =>
  error instanceof DOMException && error.name === name;

/**
 * PlayableEpisode is what the player needs of an episode or track: its signed stream URL
 * (absent when it cannot be streamed) and, to ask for a fresh one, its media id.
 */
export type PlayableEpisode = Pick<Episode, '_id' | 'streamUrl'> & { mediaId?: string };

/**
 * useEpisodePlayer drives the page's one <audio> element: toggle(episode) plays an episode
 * from its signed `streamUrl` (GET /api/media/{id} gives one per episode, valid for the whole
 * listening, so seeking late in a long episode still works) or pauses/resumes the current one;
 * at the end of an episode the next streamable one plays. It never uses a PocketBase file token
 * (180 s). When the stream fails it carries on where it was, as the listening player does:
 * it loads the same URL again (an expired signed redirect of S3 storage is signed afresh), at
 * most every RELOAD_EVERY_MS per episode; failing again soon after (the account's tokens were
 * revoked, or the page is older than the URL), it asks GET /api/media/{mediaId} once, with
 * `auth`'s account, for a fresh URL.
 */
export function useEpisodePlayer<E extends PlayableEpisode>(
  episodes: E[],
  auth: 'user' | 'admin' = 'user',
) {
  const audioRef = React.useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = React.useState<E | null>(null);
  const [playing, setPlaying] = React.useState(false);
  const [loadingId, setLoadingId] = React.useState<string | null>(null);
  // The episode a fresh stream URL was already asked for (once per start), and where to seek
  // once the new source has its metadata.
  const refreshedFor = React.useRef<string | null>(null);
  const pendingSeek = React.useRef<number | null>(null);
  const currentRef = React.useRef<E | null>(null);
  // When each episode's stream was last loaded again after an error, and whether the
  // listener wants it playing (the element may stop on an error).
  const reloadedAt = React.useRef(new Map<string, number>());
  const wantsPlay = React.useRef(false);

  const play = React.useCallback(async (audio: HTMLAudioElement, id: string) => {
    setLoadingId(id);
    try {
      await audio.play();
    } catch (error) {
      // AbortError: another source was set meanwhile. NotSupportedError: the source failed,
      // and the `error` event asks for a fresh URL.
      if (!isDomError(error, 'AbortError') && !isDomError(error, 'NotSupportedError'))
        toast.error(PLAY_FAILED);
    } finally {
      setLoadingId((loading) => (loading === id ? null : loading));
    }
  }, []);

  const start = React.useCallback(
    async (episode: E) => {
      const audio = audioRef.current;
      if (!audio || !episode.streamUrl) return;
      refreshedFor.current = null;
      pendingSeek.current = null;
      currentRef.current = episode;
      audio.src = episode.streamUrl;
      setCurrent(episode);
      await play(audio, episode._id);
    },
    [play],
  );

  const toggle = React.useCallback(
    async (episode: E) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (current?._id === episode._id && audio.currentSrc) {
        if (audio.paused) await play(audio, episode._id);
        else audio.pause();
        return;
      }
      await start(episode);
    },
    [current, play, start],
  );

  const recover = React.useCallback(async () => {
    const audio = audioRef.current;
    const episode = currentRef.current;
    if (!audio?.error || !episode) return;
    if (audio.error.code === MEDIA_ERR_ABORTED) return;
    const at = audio.currentTime;
    const last = reloadedAt.current.get(episode._id);
    const now = Date.now();
    if (last === undefined || now - last >= RELOAD_EVERY_MS) {
      reloadedAt.current.set(episode._id, now);
      pendingSeek.current = at > 0 ? at : null;
      audio.load();
      if (wantsPlay.current) await play(audio, episode._id);
      return;
    }
    if (refreshedFor.current !== episode._id && episode.mediaId) {
      refreshedFor.current = episode._id;
      setLoadingId(episode._id);
      try {
        const url = await freshStreamUrl(episode.mediaId, episode._id, auth);
        if (currentRef.current !== episode) return; // another episode started meanwhile
        if (url) {
          pendingSeek.current = at > 0 ? at : null;
          audio.src = url;
          await play(audio, episode._id);
          return;
        }
      } catch {
        // fall through to the message
      } finally {
        setLoadingId((loading) => (loading === episode._id ? null : loading));
      }
    }
    if (currentRef.current !== episode) return;
    setPlaying(false);
    toast.error(PLAY_FAILED);
  }, [auth, play]);

  const audioProps = {
    ref: audioRef,
    onPlay: () => {
      wantsPlay.current = true;
      setPlaying(true);
    },
    onPause: () => {
      wantsPlay.current = false;
      setPlaying(false);
    },
    onLoadedMetadata: () => {
      const audio = audioRef.current;
      if (audio && pendingSeek.current !== null) audio.currentTime = pendingSeek.current;
      pendingSeek.current = null;
    },
    onError: () => void recover(),
    onEnded: () => {
      setPlaying(false);
      const i = episodes.findIndex((e) => e._id === current?._id);
      const next = i >= 0 ? episodes.slice(i + 1).find((e) => Boolean(e.streamUrl)) : undefined;
      if (next) void start(next);
    },
  };

  return { current, playing, loadingId, toggle, audioProps };
}
