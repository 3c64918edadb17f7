/**
 * EmbedPlayer drives the embed's one <audio> element: which episode, play and pause, seeking
 * (before the audio is loaded too), and the listening rules the app's player keeps: a play is
 * reported once enough was heard (play-tracker.ts), the position is saved every ~10 s and on
 * pause, end, another episode and the page going away (position-saver.ts). It knows nothing of
 * the DOM around it; view.ts renders its state.
 */
import type { MediaWithEpisodes } from '@/types/media';
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

/** AUDIO_FAILED: what a stream that cannot be played says. */
export const AUDIO_FAILED = 'This audio could not be played. Please try again.';

/** RETRY_REPORT_MS: a failed play report (offline) is sent again this much later. */
const RETRY_REPORT_MS = 15_000;

/** AudioLike is the part of HTMLAudioElement the player uses (tests pass a fake). */
export type AudioLike = Pick<
  HTMLAudioElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'seeking'
  | 'readyState'
  | 'error'
  | 'play'
  | 'pause'
  | 'addEventListener'
>;

export interface PlayerState {
  index: number;
  playing: boolean;
  /** buffering: asked to play, waiting for data */
  buffering: boolean;
  currentTime: number;
  duration: number;
  /** error: a sentence when the audio cannot be played, else null */
  error: string | null;
}

export interface PlayerDeps {
  audio: AudioLike;
  media: MediaWithEpisodes;
  /** index: the episode selected at first */
  index: number;
  /** start: where the first episode starts (?t=), null for the guest's saved position */
  start: number | null;
  report: (episodeId: string, position: number) => Promise<void>;
  save: (episodeId: string, position: number, keepalive: boolean) => Promise<void>;
  /** refresh asks the server again for the item (fresh stream URLs); null when it cannot. */
  refresh: () => Promise<MediaWithEpisodes | null>;
  now?: () => number;
}

const MEDIA_ERR_ABORTED = 1;
const HAVE_METADATA = 1;

export class EmbedPlayer {
  private state: PlayerState;
  private readonly listeners = new Set<() => void>();
  private readonly deps: PlayerDeps;
  private readonly audio: AudioLike;
  private media: MediaWithEpisodes;
  private heard: Heard = NOTHING_HEARD;
  private saver: PositionSaver | null = null;
  private pendingSeek: number | null = null;
  /** loaded: the index whose stream is in the audio element, null before the first play */
  private loaded: number | null = null;
  private loadId = 0;
  private refreshedFor: string | null = null;
  private reportRetryAt = 0;
  /** positions saved in this page, fresher than the resumeAt the page loaded with */
  private readonly positions = new Map<string, number>();

  constructor(deps: PlayerDeps) {
    this.deps = deps;
    this.audio = deps.audio;
    this.media = deps.media;
    const index = Math.min(Math.max(0, deps.index), deps.media.episodes.length - 1);
    const episode = deps.media.episodes[index];
    const start = this.startOf(index, deps.start);
    this.state = {
      index,
      playing: false,
      buffering: false,
      currentTime: start,
      duration: episode?.duration ?? 0,
      error: null,
    };
    this.listen();
  }

  get episodes() {
    return this.media.episodes;
  }

  getState = (): PlayerState => this.state;

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  toggle() {
    if (this.state.playing) this.pause();
    else this.play();
  }

  play() {
    if (this.loaded !== this.state.index || this.state.error)
      this.load(this.state.index, this.state.currentTime);
    else void this.start();
  }

  pause() {
    this.audio.pause();
  }

  /** select makes another episode current and plays it from where the guest left it. */
  select(index: number) {
    if (index < 0 || index >= this.episodes.length) return;
    if (index === this.state.index && this.loaded === index) {
      this.play();
      return;
    }
    this.load(index, this.startOf(index, null));
  }

  /** seek moves within the current episode; before it is loaded, playback will start there. */
  seek(time: number) {
    const duration = this.state.duration;
    const t = Math.max(0, duration > 0 ? Math.min(time, duration) : time);
    if (this.loaded !== this.state.index || this.audio.readyState < HAVE_METADATA) {
      this.pendingSeek = t;
    } else {
      this.audio.currentTime = t;
    }
    this.update({ currentTime: t });
  }

  /** flush saves the position now (the page is going away: keepalive). */
  flush(keepalive = false) {
    if (this.saver && this.loaded !== null) this.saver.flush(this.position(), { keepalive });
  }

  private update(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((notify) => notify());
  }

  /** startOf is where an episode starts: the asked time, else where the guest stopped. */
  private startOf(index: number, asked: number | null): number {
    const episode = this.media.episodes[index];
    if (!episode) return 0;
    if (asked !== null && asked > 0) {
      return episode.duration > 0 ? Math.min(asked, Math.max(0, episode.duration - 1)) : asked;
    }
    return resumePoint(this.positions.get(episode._id) ?? episode.resumeAt, episode.duration);
  }

  private position(): number {
    return this.pendingSeek ?? this.audio.currentTime ?? 0;
  }

  private load(index: number, start: number) {
    const episode = this.episodes[index];
    if (!episode?.streamUrl) return;
    this.flush();
    this.loadId += 1;
    this.loaded = index;
    this.heard = NOTHING_HEARD;
    this.reportRetryAt = 0;
    this.refreshedFor = null;
    const known = this.positions.get(episode._id) ?? episode.resumeAt ?? null;
    this.saver = createPositionSaver({
      initial: known,
      now: this.deps.now,
      save: (position, { keepalive }) => {
        this.positions.set(episode._id, position);
        this.deps.save(episode._id, position, Boolean(keepalive)).catch(() => {
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
      error: null,
    });
    this.audio.src = episode.streamUrl;
    void this.start();
  }

  private async start() {
    try {
      await this.audio.play();
    } catch (error) {
      // NotAllowedError: the browser wants a gesture first. AbortError: another load began.
      // NotSupportedError: the `error` event says what happened.
      if (error instanceof DOMException && error.name === 'NotAllowedError')
        this.update({ playing: false, buffering: false });
    }
  }

  private onTime(time: number, forcePlaying = false) {
    if (this.pendingSeek !== null) return;
    const playing = forcePlaying || (!this.audio.paused && !this.audio.seeking);
    this.heard = heardAfterTick(this.heard, time, playing);
    this.update(playing ? { currentTime: time, buffering: false } : { currentTime: time });
    if (playing) this.saver?.tick(time);
    this.maybeReport();
  }

  private maybeReport() {
    const episode = this.episodes[this.state.index];
    const now = this.deps.now?.() ?? Date.now();
    if (!episode || now < this.reportRetryAt) return;
    if (!playDue(this.heard, playThreshold(this.media.type, episode.duration))) return;
    this.heard = { ...this.heard, reported: true };
    const loadId = this.loadId;
    this.deps.report(episode._id, Math.round(this.heard.heard * 10) / 10).catch(() => {
      if (loadId !== this.loadId) return;
      this.heard = { ...this.heard, reported: false };
      this.reportRetryAt = (this.deps.now?.() ?? Date.now()) + RETRY_REPORT_MS;
    });
  }

  private onEnded() {
    const audio = this.audio;
    this.onTime(Number.isFinite(audio.duration) ? audio.duration : audio.currentTime, true);
    this.flush();
    if (this.state.index < this.episodes.length - 1) {
      const next = this.state.index + 1;
      this.load(next, this.startOf(next, null));
    } else {
      this.update({ playing: false, buffering: false });
    }
  }

  /**
   * recover asks the server once per load for fresh stream URLs when the stream fails (a guest
   * URL that outlived its hours); a second failure is shown.
   */
  private async recover() {
    const error = this.audio.error;
    const episode = this.episodes[this.state.index];
    if (!error || error.code === MEDIA_ERR_ABORTED || !episode || this.loaded === null) return;
    const loadId = this.loadId;
    const at = this.position();
    if (this.refreshedFor !== episode._id) {
      this.refreshedFor = episode._id;
      const fresh = await this.deps.refresh().catch(() => null);
      if (loadId !== this.loadId) return;
      const url = fresh?.episodes.find((e) => e._id === episode._id)?.streamUrl;
      if (fresh && url) {
        this.media = {
          ...this.media,
          episodes: this.media.episodes.map((e) => {
            const f = fresh.episodes.find((x) => x._id === e._id);
            return f?.streamUrl ? { ...e, streamUrl: f.streamUrl } : e;
          }),
        };
        this.pendingSeek = at > 0 ? at : null;
        this.update({ buffering: true });
        this.audio.src = url;
        void this.start();
        return;
      }
    }
    // Playing again starts a fresh load (and one more refresh).
    this.loaded = null;
    this.update({ playing: false, buffering: false, error: AUDIO_FAILED });
  }

  private listen() {
    const audio = this.audio;
    const on = (type: keyof HTMLMediaElementEventMap, fn: () => void) =>
      audio.addEventListener(type, fn);
    on('play', () => this.update({ playing: true }));
    on('playing', () => this.update({ playing: true, buffering: false }));
    on('waiting', () => this.update({ buffering: true }));
    on('pause', () => {
      this.update({ playing: false, buffering: false });
      this.flush();
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
  }
}
