import { toast } from 'sonner';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { userPb } from '@/lib/pocketbase';
import type { Chapter, MediaType } from '@/types/media';
import {
  ListeningPlayer,
  type FreshStream,
  type ListeningTrack,
} from '@/components/player/listening-player';
import { resumePoint } from '@/components/player/position-saver';
import { freshStreamUrl } from '@/components/player/player-api';
import { offlineSource } from '@/features/offline/downloads';
import { reportPlayOrKeep, savePositionOrKeep } from '@/features/offline/offline-reports';
import {
  addToQueue,
  advance,
  moveInQueue,
  playNext as putFirst,
  removeFromQueue,
  type UpNextEntry,
} from '@/components/player/up-next';
import {
  createSleepTimer,
  type SleepChoice,
  type SleepState,
} from '@/components/player/sleep-timer';
import { bindMediaSession } from '@/components/player/media-session';

export { SKIP_BACK_S, SKIP_FORWARD_S } from '@/components/player/media-session';

/** PLAYBACK_RATES: the speeds the bar offers. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** PLAYER_FAILED: what a stream that cannot be played says. */
export const PLAYER_FAILED = 'Could not play this audio. Please try again.';

/** QueueMedia is the item whose episodes are queued. */
export interface QueueMedia {
  _id: string;
  title: string;
  type: MediaType;
  /** artist: the line under the title (the creator, or a sermon's preacher). */
  artist: string;
  cover: string;
}

/** QueueEpisode is one episode of the queue, with its signed stream URL. */
export interface QueueEpisode {
  _id: string;
  title: string;
  position: number;
  duration: number;
  streamUrl: string;
  /** resumeAt: the position the server had when the page loaded. */
  resumeAt: number;
  /** peaks: the loudness for the waveform seek bar (see Episode.peaks); null without. */
  peaks?: readonly number[] | null;
  /** chapters: marked on the seek bar and listed in the transcript panel; absent for none. */
  chapters?: readonly Chapter[];
  /** transcriptUrl: the episode's WebVTT transcript, '' or absent for none. */
  transcriptUrl?: string;
}

export interface PlayerState {
  media: QueueMedia | null;
  queue: QueueEpisode[];
  index: number;
  playing: boolean;
  buffering: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  volume: number;
  muted: boolean;
  /** positions saved in this session by episode id: fresher than a page's resumeAt. */
  positions: Record<string, number>;
  /** upNext: what plays after this episode, before the item's next one (up-next.ts). */
  upNext: UpNextEntry[];
  /** sleep: the sleep timer (sleep-timer.ts). */
  sleep: SleepState;
}

const PREFS_KEY = 'selah.player';

interface Prefs {
  rate: number;
  volume: number;
  muted: boolean;
}

function readPrefs(): Prefs {
  const fallback: Prefs = { rate: 1, volume: 1, muted: false };
  try {
    const raw = JSON.parse(localStorage.getItem(PREFS_KEY) ?? 'null') as Partial<Prefs> | null;
    if (!raw) return fallback;
    const rate = PLAYBACK_RATES.includes(raw.rate as (typeof PLAYBACK_RATES)[number])
      ? (raw.rate as number)
      : 1;
    const volume =
      typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : 1;
    return { rate, volume, muted: raw.muted === true };
  } catch {
    return fallback;
  }
}

function writePrefs(prefs: Prefs) {
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // private mode: the preference lasts this page only
  }
}

function emptyState(): PlayerState {
  return {
    media: null,
    queue: [],
    index: 0,
    playing: false,
    buffering: false,
    currentTime: 0,
    duration: 0,
    positions: {},
    upNext: [],
    sleep: { kind: 'off' },
    ...readPrefs(),
  };
}

/**
 * Player owns the app's one <audio> element (created on first use, appended to <body>, so it
 * outlives every route) and the rules around it (listening-player.ts): the queue, resuming
 * where the listener stopped, saving the position every ~10 s and on pause, and reporting a
 * play once enough was heard. Its state is a zustand store; React reads it through usePlayer.
 */
class Player extends ListeningPlayer<PlayerState> {
  readonly store = createStore<PlayerState>()(() => emptyState());
  protected audio: HTMLAudioElement | null = null;
  private session: ReturnType<typeof bindMediaSession> = null;
  private readonly sleepTimer = createSleepTimer(
    () => this.pause(),
    (sleep) => this.update({ sleep }),
  );

  private get current(): QueueEpisode | null {
    return this.state.queue[this.state.index] ?? null;
  }

  /**
   * playQueue plays media's episodes from `index`, where the listener stopped last time, or
   * from `startAt` seconds when given (a shared link's `?t=`).
   */
  playQueue(media: QueueMedia, episodes: QueueEpisode[], index = 0, startAt?: number) {
    const episode = episodes[index];
    if (!episode) return;
    const loaded = this.current?._id === episode._id && Boolean(this.audio?.currentSrc);
    this.update({ media, queue: episodes, index });
    if (!loaded) {
      this.load(index, startAt);
      return;
    }
    if (startAt !== undefined) this.seek(startAt);
    this.play();
  }

  play() {
    if (!this.current) return;
    const audio = this.element();
    if (!audio.currentSrc && !audio.src) {
      this.load(this.state.index);
      return;
    }
    void this.start(audio);
  }

  /**
   * refreshPeaks takes the peaks of fresher episode data (the server measures them after the
   * upload), so the playing episode's waveform shows without starting it again.
   */
  refreshPeaks(episodes: ReadonlyArray<{ _id: string; peaks?: readonly number[] | null }>) {
    const fresh = new Map(episodes.map((e) => [e._id, e.peaks ?? null]));
    let changed = false;
    const queue = this.state.queue.map((e) => {
      const peaks = fresh.get(e._id);
      if (!peaks || peaks.length === 0 || (e.peaks && e.peaks.length > 0)) return e;
      changed = true;
      return { ...e, peaks };
    });
    if (changed) this.update({ queue });
  }

  seek(time: number) {
    this.seekTo(time, this.state.duration || this.current?.duration || 0, true);
  }

  next() {
    this.playNext();
  }

  /** skip moves by `seconds` (back when negative), within the episode. */
  skip(seconds: number) {
    const duration = this.state.duration || this.current?.duration || 0;
    const to = Math.max(0, this.playhead() + seconds);
    this.seek(duration > 0 ? Math.min(to, duration) : to);
  }

  /** enqueue adds episodes of `media` to the up-next queue: first ("Play next") or last. */
  enqueue(media: QueueMedia, episodes: QueueEpisode[], where: 'next' | 'last') {
    const entries = episodes
      .filter((episode) => episode._id !== this.current?._id)
      .map((episode) => ({ media, episode }));
    if (entries.length === 0) return;
    const upNext = this.state.upNext;
    this.update({
      upNext: where === 'next' ? putFirst(upNext, entries) : addToQueue(upNext, entries),
    });
  }

  removeFromQueue(episodeId: string) {
    this.update({ upNext: removeFromQueue(this.state.upNext, episodeId) });
  }

  moveInQueue(from: number, to: number) {
    this.update({ upNext: moveInQueue(this.state.upNext, from, to) });
  }

  clearQueue() {
    this.update({ upNext: [] });
  }

  /** playFromQueue plays a queued episode now; the ones before it stay queued. */
  playFromQueue(episodeId: string) {
    const entry = this.state.upNext.find((e) => e.episode._id === episodeId);
    if (!entry) return;
    this.update({ upNext: removeFromQueue(this.state.upNext, episodeId) });
    this.playQueue(entry.media, [entry.episode], 0);
  }

  /** setSleep sets the sleep timer (or turns it off). */
  setSleep(choice: SleepChoice) {
    this.sleepTimer.set(choice);
  }

  /** sleepRemaining is the time left on a timed sleep timer, in ms, else null. */
  sleepRemaining(): number | null {
    return this.sleepTimer.remaining();
  }

  /** previous restarts the episode, or goes to the one before within its first 3 seconds. */
  previous() {
    if (this.state.currentTime > 3 || this.state.index === 0) this.seek(0);
    else this.load(this.state.index - 1);
  }

  setRate(rate: number) {
    if (this.audio) {
      this.audio.defaultPlaybackRate = rate;
      this.audio.playbackRate = rate;
    }
    this.update({ rate });
    this.savePrefs();
  }

  setVolume(volume: number) {
    const v = Math.min(1, Math.max(0, volume));
    if (this.audio) {
      this.audio.volume = v;
      this.audio.muted = v === 0;
    }
    this.update({ volume: v, muted: v === 0 });
    this.savePrefs();
  }

  toggleMute() {
    const muted = !this.state.muted;
    const volume = !muted && this.state.volume === 0 ? 1 : this.state.volume;
    if (this.audio) {
      this.audio.muted = muted;
      this.audio.volume = volume;
    }
    this.update({ muted, volume });
    this.savePrefs();
  }

  /** stop empties the player (sign-out): nothing queued, nothing loaded. */
  stop() {
    if (this.sleepTimer.state().kind !== 'off') this.sleepTimer.set('off');
    this.endLoad();
    const audio = this.audio;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    this.store.setState(emptyState(), true);
  }

  private savePrefs() {
    const { rate, volume, muted } = this.state;
    writePrefs({ rate, volume, muted });
  }

  private load(index: number, startAt?: number) {
    const media = this.state.media;
    const episode = this.state.queue[index];
    if (!media || !episode) return;
    const audio = this.element();
    const known = this.state.positions[episode._id] ?? episode.resumeAt;
    const start =
      startAt !== undefined && startAt >= 0 ? startAt : resumePoint(known, episode.duration);
    this.beginLoad(
      { known, start, duration: episode.duration },
      (position, options) => {
        this.update({ positions: { ...this.state.positions, [episode._id]: position } });
        savePositionOrKeep(episode._id, position, options).catch(() => {
          // Best effort: the next save carries the position again.
        });
      },
      { index },
    );
    audio.defaultPlaybackRate = this.state.rate;
    // A downloaded episode plays from the device (a blob: URL), with or without a connection.
    audio.src = offlineSource(episode._id) ?? episode.streamUrl;
    audio.playbackRate = this.state.rate;
    this.updateMediaSession();
    void this.start(audio);
  }

  protected currentTrack(): ListeningTrack | null {
    const media = this.state.media;
    const episode = this.current;
    return media && episode
      ? { episodeId: episode._id, mediaType: media.type, duration: episode.duration }
      : null;
  }

  /**
   * playNext goes on after an episode: first what the listener queued (up-next.ts), then the
   * item's next episode. It is also what ends the episode's "end of episode" sleep timer.
   */
  protected playNext(): boolean {
    const { next, rest } = advance(this.state.upNext);
    if (next) {
      this.update({ media: next.media, queue: [next.episode], index: 0, upNext: rest });
      this.load(0);
      return true;
    }
    if (this.state.index >= this.state.queue.length - 1) return false;
    this.load(this.state.index + 1);
    return true;
  }

  /** onEpisodeEnd: the "end of episode" sleep timer stops here; otherwise the next plays. */
  protected episodeEnded(): boolean {
    if (this.sleepTimer.episodeEnded()) return false;
    return this.playNext();
  }

  protected sendPlay(episodeId: string, position: number) {
    // Kept on the device while offline, and sent once the connection returns.
    return reportPlayOrKeep(episodeId, position);
  }

  /** freshStream asks again for the episode's signed URL (GET /api/media/{id}, or the guest's). */
  protected async freshStream(episodeId: string): Promise<FreshStream<PlayerState> | null> {
    const media = this.state.media;
    if (!media) return null;
    const url = await freshStreamUrl(media._id, episodeId);
    if (!url) return null;
    return {
      url,
      adopt: () => ({
        queue: this.state.queue.map((e) => (e._id === episodeId ? { ...e, streamUrl: url } : e)),
      }),
    };
  }

  protected streamFailed() {
    this.update({ playing: false, buffering: false });
    toast.error(PLAYER_FAILED);
  }

  private updateMediaSession() {
    this.session?.metadata(this.state.media, this.current);
  }

  private element(): HTMLAudioElement {
    if (this.audio) return this.audio;
    const audio = document.createElement('audio');
    audio.preload = 'none';
    audio.dataset.player = 'selah';
    audio.hidden = true;
    audio.volume = this.state.volume;
    audio.muted = this.state.muted;
    document.body.appendChild(audio);
    this.audio = audio;

    this.listen(audio);

    // One voice at a time: anything else starting pauses the rest (the creator's preview).
    document.addEventListener(
      'play',
      (event) => {
        document.querySelectorAll('audio, video').forEach((el) => {
          if (el !== event.target && !(el as HTMLMediaElement).paused)
            (el as HTMLMediaElement).pause();
        });
      },
      true,
    );
    window.addEventListener('pagehide', () => this.flushPosition(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flushPosition(true);
    });
    this.session = bindMediaSession(navigator, {
      play: () => this.play(),
      pause: () => this.pause(),
      previous: () => this.previous(),
      next: () => this.next(),
      seekTo: (t) => this.seek(t),
      skip: (s) => this.skip(s),
      stop: () => this.pause(),
    });
    this.subscribe(() => this.session?.position(this.state));
    return audio;
  }
}

/** player is the app's one player. */
export const player = new Player();

// Signing out empties the player: the next account must not hear (or save into) the last one's.
userPb.authStore.onChange((token) => {
  if (!token && player.getState().media) player.stop();
});

/**
 * usePlayer follows a slice of the player's state (zustand's useStore). The selector must return
 * a primitive or a part of the state as is (not a new object), or every update re-renders.
 */
export function usePlayer<T>(selector: (state: PlayerState) => T): T {
  return useStore(player.store, selector);
}

/** useCurrentTrack is the episode loaded in the player, null while nothing is. */
export function useCurrentTrack(): QueueEpisode | null {
  return usePlayer((s) => s.queue[s.index] ?? null);
}
