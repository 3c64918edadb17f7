/**
 * The lock screen and headphones: navigator.mediaSession's metadata (title, artist, album,
 * artwork), its action handlers (play, pause, previous/next track, seek to, seek back 15 s and
 * forward 30 s, stop) and the position state. The navigator is passed in so tests use a fake.
 */
import type { QueueEpisode, QueueMedia } from '@/components/player/player-store';

/** SessionControls is what the lock screen can ask of the player. */
export interface SessionControls {
  play: () => void;
  pause: () => void;
  previous: () => void;
  next: () => void;
  seekTo: (seconds: number) => void;
  /** skip moves by seconds, back when negative. */
  skip: (seconds: number) => void;
  stop: () => void;
}

/** SKIP_BACK_S and SKIP_FORWARD_S: what the skip buttons, keys and lock screen move by. */
export const SKIP_BACK_S = 15;
export const SKIP_FORWARD_S = 30;

type SessionNavigator = Pick<Navigator, 'mediaSession'>;

export interface BoundSession {
  metadata: (media: QueueMedia | null, episode: QueueEpisode | null) => void;
  position: (state: {
    currentTime: number;
    duration: number;
    rate: number;
    playing: boolean;
  }) => void;
}

/** bindMediaSession sets the action handlers once; null where there is no Media Session. */
export function bindMediaSession(
  nav: SessionNavigator | undefined,
  controls: SessionControls,
  origin = typeof location === 'undefined' ? 'http://localhost' : location.origin,
): BoundSession | null {
  const session = nav && 'mediaSession' in nav ? nav.mediaSession : null;
  if (!session) return null;
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['stop', () => controls.stop()],
    ['previoustrack', () => controls.previous()],
    ['nexttrack', () => controls.next()],
    ['seekto', (d) => d.seekTime !== undefined && controls.seekTo(d.seekTime)],
    ['seekbackward', (d) => controls.skip(-(d.seekOffset ?? SKIP_BACK_S))],
    ['seekforward', (d) => controls.skip(d.seekOffset ?? SKIP_FORWARD_S)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // an action this browser does not know
    }
  }
  let last = '';
  return {
    metadata(media, episode) {
      if (!media || !episode) return;
      try {
        session.metadata = new MediaMetadata({
          title: episode.title,
          artist: media.artist,
          album: media.title,
          artwork: media.cover ? [{ src: new URL(media.cover, origin).href }] : [],
        });
      } catch {
        // MediaMetadata is missing in some browsers
      }
    },
    // Called on every state change: only a new whole second (or rate, duration) is passed on.
    position({ currentTime, duration, rate, playing }) {
      session.playbackState = playing ? 'playing' : 'paused';
      if (!(duration > 0) || !Number.isFinite(duration)) return;
      const position = Math.min(Math.max(0, Math.floor(currentTime)), duration);
      const key = `${position}|${duration}|${rate}`;
      if (key === last) return;
      last = key;
      try {
        session.setPositionState?.({ duration, position, playbackRate: rate });
      } catch {
        // a position the browser refuses (a duration still changing)
      }
    },
  };
}
