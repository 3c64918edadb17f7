/**
 * ListeningPlayer is what the app's player (player-store.ts) and the embed's (embed/player.ts)
 * share: one <audio> element driven by the listening rules. A play is reported once enough
 * was heard (play-tracker.ts), and again later if the report failed; the position is saved
 * every ~10 s and on pause, end and another episode (position-saver.ts); a seek before the
 * audio can take it waits for the metadata; a stream that fails is loaded again where it was
 * (at most every RELOAD_EVERY_MS), then asked for afresh once per load. Each player says what its episode is, where the next one comes from and how a fresh
 * stream URL is had. Plain TypeScript, no React or PocketBase SDK: the embed bundles it
 * (vite.config.ts's EMBED_MODULES). Each player keeps its state in a zustand store (the vanilla
 * one, without React): the app's bar reads it with zustand's useStore, the embed's view subscribes.
 */
import type { StoreApi } from 'zustand/vanilla';
import {
  heardAfterSeek,
  heardAfterTick,
  heardFrom,
  NOTHING_HEARD,
  playDue,
  playThreshold,
  type Heard,
} from '@/components/player/play-tracker';
import {
  createPositionSaver,
  type PositionSaver,
  type SaveOptions,
} from '@/components/player/position-saver';

/** RETRY_REPORT_MS: a failed play report (offline) is sent again this much later. */
export const RETRY_REPORT_MS = 15_000;

/**
 * RELOAD_EVERY_MS: how often at most a failed stream of one episode is loaded again from the
 * same URL. With S3 storage the stream route redirects to a signed URL of the bucket that
 * expires (a long pause, then play or seek, gets a 403); loading the stream URL again gets a
 * freshly signed redirect. A file that fails every time is reloaded once, not in a loop.
 */
export const RELOAD_EVERY_MS = 10_000;

// HTMLMediaElement.HAVE_METADATA and MediaError.MEDIA_ERR_ABORTED, which tests' fakes lack.
const HAVE_METADATA = 1;
const MEDIA_ERR_ABORTED = 1;

/** AudioLike is the part of HTMLAudioElement the rules use (tests pass a fake). */
export type AudioLike = Pick<
  HTMLAudioElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'seeking'
  | 'readyState'
  | 'playbackRate'
  | 'error'
  | 'play'
  | 'pause'
  | 'load'
  | 'addEventListener'
>;

/** ListeningState is the part of a player's state the rules keep. */
export interface ListeningState {
  playing: boolean;
  /** buffering: asked to play, waiting for data */
  buffering: boolean;
  currentTime: number;
  duration: number;
}

/** ListeningTrack is what the rules need of the episode loaded. */
export interface ListeningTrack {
  episodeId: string;
  /** mediaType: the item's type, which sets how much must be heard for a play */
  mediaType: string;
  duration: number;
}

/** FreshStream is a failed stream's new URL, and the state that takes it in. */
export interface FreshStream<S> {
  url: string;
  /** adopt records the URL (called only while the load it was asked for is current). */
  adopt: () => Partial<S>;
}

export abstract class ListeningPlayer<S extends ListeningState> {
  /** store holds the player's state; every change goes through update (setState). */
  abstract readonly store: StoreApi<S>;
  protected abstract audio: AudioLike | null;
  /** clock: the time for the rules (tests set their own); Date.now when unset */
  protected clock: (() => number) | undefined = undefined;
  private heard: Heard = NOTHING_HEARD;
  private saver: PositionSaver | null = null;
  private pendingSeek: number | null = null;
  private loadId = 0;
  private refreshedFor: string | null = null;
  /** reloadedAt: when each episode's stream was last loaded again after an error */
  private readonly reloadedAt = new Map<string, number>();
  private reportRetryAt = 0;

  /** currentTrack is the episode loaded (or selected), null when there is none. */
  protected abstract currentTrack(): ListeningTrack | null;
  /** playNext loads the episode after the current one; false when it was the last. */
  protected abstract playNext(): boolean;

  /**
   * episodeEnded is what happens at the end of an episode: the next one, by default; true when
   * something plays on. The app's player stops here for its "end of episode" sleep timer.
   */
  protected episodeEnded(): boolean {
    return this.playNext();
  }
  /** sendPlay reports a play of an episode, `position` seconds heard. */
  protected abstract sendPlay(episodeId: string, position: number): Promise<unknown>;
  /** freshStream asks the server again for an episode's stream URL; null without one. */
  protected abstract freshStream(episodeId: string): Promise<FreshStream<S> | null>;
  /** streamFailed says that the stream cannot be played, even fresh. */
  protected abstract streamFailed(): void;
  abstract play(): void;

  protected get state(): S {
    return this.store.getState();
  }

  getState = (): S => this.store.getState();

  subscribe = (listener: () => void) => this.store.subscribe(() => listener());

  pause() {
    this.audio?.pause();
  }

  toggle() {
    if (this.state.playing) this.pause();
    else this.play();
  }

  protected update(patch: Partial<S>) {
    this.store.setState(patch);
  }

  private show(patch: Partial<ListeningState>) {
    this.update(patch as Partial<S>);
  }

  protected now(): number {
    return this.clock?.() ?? Date.now();
  }

  /** position is where the listener is, or will be once a pending seek lands. */
  protected position(): number {
    return this.pendingSeek ?? this.audio?.currentTime ?? 0;
  }

  /**
   * playhead is where a skip starts: a pending seek, else the audio's own time once it has
   * metadata (the shown time trails it until the next timeupdate), else the shown time.
   */
  protected playhead(): number {
    const audio = this.audio;
    if (this.pendingSeek !== null) return this.pendingSeek;
    if (audio && audio.readyState >= HAVE_METADATA) return audio.currentTime;
    return this.state.currentTime;
  }

  /** flushPosition saves the position now (keepalive: the page is going away). */
  protected flushPosition(keepalive = false) {
    if (this.saver && this.currentTrack()) this.saver.flush(this.position(), { keepalive });
  }

  /**
   * beginLoad starts the rules over for a load of an episode: the position reached so far is
   * saved, a play may be reported again, positions from here on go to `save` (`known`: what
   * the server already has), and playback will start at `start` seconds. The state shows the
   * episode (`duration`, and the player's own `patch`) waiting for data.
   */
  protected beginLoad(
    { known, start, duration }: { known: number | null; start: number; duration: number },
    save: (position: number, options: SaveOptions) => void,
    patch: Partial<S>,
  ) {
    this.flushPosition();
    this.loadId += 1;
    this.heard = heardFrom(start);
    this.reportRetryAt = 0;
    this.refreshedFor = null;
    this.saver = createPositionSaver({ initial: known, now: this.clock, save });
    this.pendingSeek = start > 0 ? start : null;
    this.update({
      ...patch,
      currentTime: start,
      duration,
      playing: false,
      buffering: true,
    });
  }

  /** endLoad forgets the load: nothing more of it is saved, reported or recovered. */
  protected endLoad() {
    this.loadId += 1;
    this.saver = null;
    this.pendingSeek = null;
  }

  /**
   * seekTo moves to `time` (within `duration` when known); while the audio cannot take it
   * (`loaded` false, or no metadata yet), playback will start there.
   */
  protected seekTo(time: number, duration: number, loaded: boolean) {
    const t = Math.max(0, duration > 0 ? Math.min(time, duration) : time);
    const audio = this.audio;
    if (!loaded || !audio || audio.readyState < HAVE_METADATA) {
      this.pendingSeek = t;
    } else {
      audio.currentTime = t;
    }
    this.show({ currentTime: t });
  }

  protected async start(audio: AudioLike) {
    try {
      await audio.play();
    } catch (error) {
      // NotAllowedError: the browser wants a click first. AbortError: another load began
      // meanwhile. NotSupportedError: the `error` event says what happened.
      if (error instanceof DOMException && error.name === 'NotAllowedError')
        this.show({ playing: false, buffering: false });
    }
  }

  /** listen follows the audio element's events. */
  protected listen(audio: AudioLike) {
    const on = (type: keyof HTMLMediaElementEventMap, fn: () => void) =>
      audio.addEventListener(type, fn);
    on('play', () => this.show({ playing: true }));
    on('playing', () => this.show({ playing: true, buffering: false }));
    on('waiting', () => this.show({ buffering: true }));
    on('pause', () => {
      this.show({ playing: false, buffering: false });
      this.flushPosition();
    });
    const onDuration = () => {
      if (Number.isFinite(audio.duration) && audio.duration > 0)
        this.show({ duration: audio.duration });
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
      if (this.pendingSeek === null) this.show({ currentTime: audio.currentTime });
    });
    on('seeked', () => {
      this.heard = heardAfterSeek(this.heard, audio.currentTime);
    });
    on('timeupdate', () => this.onTime(audio.currentTime));
    on('ended', () => this.onEnded());
    on('error', () => void this.recover());
  }

  private onTime(time: number, forcePlaying = false) {
    const audio = this.audio;
    if (!audio || this.pendingSeek !== null) return;
    const playing = forcePlaying || (!audio.paused && !audio.seeking);
    this.heard = heardAfterTick(this.heard, time, playing, {
      now: this.now(),
      rate: audio.playbackRate,
    });
    // Time moving on means the audio is no longer waiting for data.
    this.show(playing ? { currentTime: time, buffering: false } : { currentTime: time });
    if (playing) this.saver?.tick(time);
    this.maybeReport();
  }

  private maybeReport() {
    const track = this.currentTrack();
    if (!track || this.now() < this.reportRetryAt) return;
    if (!playDue(this.heard, playThreshold(track.mediaType, track.duration))) return;
    this.heard = { ...this.heard, reported: true };
    const loadId = this.loadId;
    this.sendPlay(track.episodeId, Math.round(this.heard.heard * 10) / 10).catch(() => {
      if (loadId !== this.loadId) return;
      // A failed report (offline) is tried again a little later.
      this.heard = { ...this.heard, reported: false };
      this.reportRetryAt = this.now() + RETRY_REPORT_MS;
    });
  }

  private onEnded() {
    const audio = this.audio;
    if (!audio) return;
    this.onTime(Number.isFinite(audio.duration) ? audio.duration : audio.currentTime, true);
    this.flushPosition();
    if (!this.episodeEnded()) this.show({ playing: false, buffering: false });
  }

  /**
   * recover goes on from where the listener was when the stream fails, playing if it was
   * playing. First it loads the same URL again, at most every RELOAD_EVERY_MS per episode (an
   * expired signed redirect: the stream route signs a new one). Failing again soon after, it
   * asks once per load for a fresh stream URL (a revoked token, a guest URL that outlived its
   * hours). When that fails too, or there is none, streamFailed says so.
   */
  private async recover() {
    const audio = this.audio;
    const track = this.currentTrack();
    if (!audio?.error || !track || audio.error.code === MEDIA_ERR_ABORTED) return;
    const loadId = this.loadId;
    const at = this.position();
    // The element may stop on an error; what the listener last asked for decides.
    const resume = this.state.playing || this.state.buffering || !audio.paused;
    const goOn = (patch: Partial<S>, reload: () => void) => {
      this.pendingSeek = at > 0 ? at : null;
      this.update({ ...patch, currentTime: at, buffering: resume, playing: false });
      reload();
      if (resume) void this.start(audio);
    };

    const last = this.reloadedAt.get(track.episodeId);
    const now = this.now();
    if (last === undefined || now - last >= RELOAD_EVERY_MS) {
      this.reloadedAt.set(track.episodeId, now);
      goOn({}, () => audio.load());
      return;
    }
    if (this.refreshedFor !== track.episodeId) {
      this.refreshedFor = track.episodeId;
      const fresh = await this.freshStream(track.episodeId).catch(() => null);
      if (loadId !== this.loadId) return;
      if (fresh) {
        goOn(fresh.adopt(), () => {
          audio.src = fresh.url;
        });
        return;
      }
    }
    if (loadId !== this.loadId) return;
    this.streamFailed();
  }
}
