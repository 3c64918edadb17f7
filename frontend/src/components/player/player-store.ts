import * as React from 'react';
import { toast } from 'sonner';
import { userPb } from '@/lib/pocketbase';
import type { MediaType } from '@/types/media';
import {
  heardAfterSeek,
  heardAfterTick,
  NOTHING_HEARD,
  playDue,
  playThreshold,
  type Heard,
} from '@/components/player/play-tracker';
import {
  createPositionSaver,
  resumePoint,
  type PositionSaver,
} from '@/components/player/position-saver';
import { freshStreamUrl, reportPlay, savePosition } from '@/components/player/player-api';

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
}

const PREFS_KEY = 'selah.player';
const RETRY_REPORT_MS = 15_000;

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
    ...readPrefs(),
  };
}

const isDomError = (error: unknown, name: string) =>
  error instanceof DOMException && error.name === name;

/**
 * Player owns the app's one <audio> element (created on first use, appended to <body>, so it
 * outlives every route) and the rules around it: the queue, resuming where the listener
 * stopped, saving the position every ~10 s and on pause, and reporting a play once enough was
 * heard. React reads it through usePlayer.
 */
class Player {
  private state: PlayerState = emptyState();
  private listeners = new Set<() => void>();
  private audio: HTMLAudioElement | null = null;
  private heard: Heard = NOTHING_HEARD;
  private saver: PositionSaver | null = null;
  private pendingSeek: number | null = null;
  private loadId = 0;
  private refreshedFor: string | null = null;
  private reportRetryAt = 0;

  getState = (): PlayerState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private update(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((notify) => notify());
  }

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

  pause() {
    this.audio?.pause();
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

  toggle() {
    if (this.state.playing) this.pause();
    else this.play();
  }

  seek(time: number) {
    const duration = this.state.duration || this.current?.duration || 0;
    const t = Math.max(0, duration > 0 ? Math.min(time, duration) : time);
    const audio = this.audio;
    if (!audio || audio.readyState < HTMLMediaElement.HAVE_METADATA) {
      this.pendingSeek = t;
    } else {
      audio.currentTime = t;
    }
    this.update({ currentTime: t });
  }

  next() {
    if (this.state.index < this.state.queue.length - 1) this.load(this.state.index + 1);
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
    this.loadId += 1;
    this.saver = null;
    this.pendingSeek = null;
    const audio = this.audio;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    this.state = emptyState();
    this.listeners.forEach((notify) => notify());
  }

  private savePrefs() {
    const { rate, volume, muted } = this.state;
    writePrefs({ rate, volume, muted });
  }

  /** position is where the listener is, or will be once a pending seek lands. */
  private position(): number {
    return this.pendingSeek ?? this.audio?.currentTime ?? 0;
  }

  private flushPosition(keepalive = false) {
    if (this.saver && this.current) this.saver.flush(this.position(), { keepalive });
  }

  private load(index: number, startAt?: number) {
    const media = this.state.media;
    const episode = this.state.queue[index];
    if (!media || !episode) return;
    const audio = this.element();
    this.flushPosition();

    this.loadId += 1;
    const known = this.state.positions[episode._id] ?? episode.resumeAt;
    const start =
      startAt !== undefined && startAt >= 0 ? startAt : resumePoint(known, episode.duration);
    this.heard = NOTHING_HEARD;
    this.reportRetryAt = 0;
    this.refreshedFor = null;
    this.saver = createPositionSaver({
      initial: known,
      save: (position, options) => {
        this.update({ positions: { ...this.state.positions, [episode._id]: position } });
        savePosition(episode._id, position, options).catch(() => {
          // Best effort: the next save carries the position again.
        });
      },
    });
    this.pendingSeek = start > 0 ? start : null;
    this.update({
      index,
      currentTime: start,
      duration: episode.duration,
      playing: false,
      buffering: true,
    });
    audio.defaultPlaybackRate = this.state.rate;
    audio.src = episode.streamUrl;
    audio.playbackRate = this.state.rate;
    this.updateMediaSession();
    void this.start(audio);
  }

  private async start(audio: HTMLAudioElement) {
    try {
      await audio.play();
    } catch (error) {
      // AbortError: another episode was loaded meanwhile. NotSupportedError: the `error`
      // event handles it. NotAllowedError: the browser wants a click first.
      if (isDomError(error, 'NotAllowedError')) this.update({ playing: false, buffering: false });
    }
  }

  private onTime(time: number, forcePlaying = false) {
    const audio = this.audio;
    if (!audio || this.pendingSeek !== null) return;
    const playing = forcePlaying || (!audio.paused && !audio.seeking);
    this.heard = heardAfterTick(this.heard, time, playing);
    // Time moving on means the audio is no longer waiting for data.
    this.update(playing ? { currentTime: time, buffering: false } : { currentTime: time });
    if (playing) this.saver?.tick(time);
    this.maybeReport();
  }

  private maybeReport() {
    const media = this.state.media;
    const episode = this.current;
    if (!media || !episode || Date.now() < this.reportRetryAt) return;
    if (!playDue(this.heard, playThreshold(media.type, episode.duration))) return;
    this.heard = { ...this.heard, reported: true };
    const loadId = this.loadId;
    reportPlay(episode._id, Math.round(this.heard.heard * 10) / 10).catch(() => {
      if (loadId !== this.loadId) return;
      // A failed report (offline) is tried again a little later.
      this.heard = { ...this.heard, reported: false };
      this.reportRetryAt = Date.now() + RETRY_REPORT_MS;
    });
  }

  private onEnded() {
    const audio = this.audio;
    if (!audio) return;
    this.onTime(Number.isFinite(audio.duration) ? audio.duration : audio.currentTime, true);
    this.flushPosition();
    if (this.state.index < this.state.queue.length - 1) this.load(this.state.index + 1);
    else this.update({ playing: false, buffering: false });
  }

  /** recover asks once for a fresh stream URL when the stream fails (revoked token). */
  private async recover() {
    const audio = this.audio;
    const media = this.state.media;
    const episode = this.current;
    if (!audio?.error || !media || !episode) return;
    if (audio.error.code === MediaError.MEDIA_ERR_ABORTED) return;
    const loadId = this.loadId;
    const at = this.position();
    if (this.refreshedFor !== episode._id) {
      this.refreshedFor = episode._id;
      try {
        const url = await freshStreamUrl(media._id, episode._id);
        if (loadId !== this.loadId) return;
        if (url) {
          const queue = this.state.queue.map((e) =>
            e._id === episode._id ? { ...e, streamUrl: url } : e,
          );
          this.update({ queue, buffering: true });
          this.pendingSeek = at > 0 ? at : null;
          audio.src = url;
          void this.start(audio);
          return;
        }
      } catch {
        // fall through to the message
      }
    }
    if (loadId !== this.loadId) return;
    this.update({ playing: false, buffering: false });
    toast.error(PLAYER_FAILED);
  }

  private updateMediaSession() {
    const media = this.state.media;
    const episode = this.current;
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || !media || !episode)
      return;
    try {
      navigator.mediaSession.metadata = new MediaMetadata({
        title: episode.title,
        artist: media.artist,
        album: media.title,
        artwork: media.cover ? [{ src: new URL(media.cover, location.origin).href }] : [],
      });
    } catch {
      // MediaMetadata is missing in some browsers
    }
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

    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, fn: () => void) =>
      audio.addEventListener(type, fn);
    on('play', () => this.update({ playing: true }));
    on('playing', () => this.update({ playing: true, buffering: false }));
    on('waiting', () => this.update({ buffering: true }));
    on('pause', () => {
      this.update({ playing: false, buffering: false });
      this.flushPosition();
    });
    const onDuration = () => {
      if (Number.isFinite(audio.duration) && audio.duration > 0)
        this.update({ duration: audio.duration });
    };
    on('durationchange', onDuration);
    on('loadedmetadata', () => {
      onDuration();
      if (this.pendingSeek !== null) {
        const t = this.pendingSeek;
        this.pendingSeek = null;
        audio.currentTime = t;
        this.heard = heardAfterSeek(this.heard, t);
      }
    });
    on('seeking', () => {
      this.heard = heardAfterSeek(this.heard, audio.currentTime);
      if (this.pendingSeek === null) this.update({ currentTime: audio.currentTime });
    });
    on('seeked', () => {
      this.heard = heardAfterSeek(this.heard, audio.currentTime);
    });
    on('timeupdate', () => this.onTime(audio.currentTime));
    on('ended', () => this.onEnded());
    on('error', () => void this.recover());

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
    if ('mediaSession' in navigator) {
      const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
        ['play', () => this.play()],
        ['pause', () => this.pause()],
        ['previoustrack', () => this.previous()],
        ['nexttrack', () => this.next()],
        ['seekto', (d) => d.seekTime !== undefined && this.seek(d.seekTime)],
      ];
      for (const [action, handler] of handlers) {
        try {
          navigator.mediaSession.setActionHandler(action, handler);
        } catch {
          // an action this browser does not know
        }
      }
    }
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
 * usePlayer follows a slice of the player's state. The selector must return a primitive or a
 * part of the state as is (not a new object), or every update re-renders.
 */
export function usePlayer<T>(selector: (state: PlayerState) => T): T {
  const get = () => selector(player.getState());
  return React.useSyncExternalStore(player.subscribe, get, get);
}

/** useCurrentTrack is the episode loaded in the player, null while nothing is. */
export function useCurrentTrack(): QueueEpisode | null {
  return usePlayer((s) => s.queue[s.index] ?? null);
}
