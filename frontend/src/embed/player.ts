/**
 * EmbedPlayer drives the embed's one <audio> element: which episode, play and pause, seeking
 * (before the audio is loaded too), and the listening rules the app's player keeps
 * (listening-player.ts): a play is reported once enough was heard, the position is saved every
 * ~10 s and on pause, end, another episode and the page going away. It knows nothing of the
 * DOM around it; view.ts renders its state.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MediaWithEpisodes } from '@/types/media';
import {
  ListeningPlayer,
  type AudioLike,
  type FreshStream,
  type ListeningTrack,
} from '@/components/player/listening-player';
import { resumePoint } from '@/components/player/position-saver';

/** AUDIO_FAILED: what a stream that cannot be played says. */
export const AUDIO_FAILED = 'This audio could not be played. Please try again.';

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

export class EmbedPlayer extends ListeningPlayer<PlayerState> {
  readonly store: StoreApi<PlayerState>;
  protected readonly audio: AudioLike;
  private readonly deps: PlayerDeps;
  private media: MediaWithEpisodes;
  /** loaded: the index whose stream is in the audio element, null before the first play */
  private loaded: number | null = null;
  /** positions saved in this page, fresher than the resumeAt the page loaded with */
  private readonly positions = new Map<string, number>();

  constructor(deps: PlayerDeps) {
    super();
    this.deps = deps;
    this.clock = deps.now;
    this.audio = deps.audio;
    this.media = deps.media;
    const index = Math.min(Math.max(0, deps.index), deps.media.episodes.length - 1);
    const episode = deps.media.episodes[index];
    const start = this.startOf(index, deps.start);
    this.store = createStore<PlayerState>()(() => ({
      index,
      playing: false,
      buffering: false,
      currentTime: start,
      duration: episode?.duration ?? 0,
      error: null,
    }));
    this.listen(this.audio);
  }

  get episodes() {
    return this.media.episodes;
  }

  play() {
    if (this.loaded !== this.state.index || this.state.error)
      this.load(this.state.index, this.state.currentTime);
    else void this.start(this.audio);
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
    this.seekTo(time, this.state.duration, this.loaded === this.state.index);
  }

  /** flush saves the position now (the page is going away: keepalive). */
  flush(keepalive = false) {
    this.flushPosition(keepalive);
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

  private load(index: number, start: number) {
    const episode = this.episodes[index];
    if (!episode?.streamUrl) return;
    const known = this.positions.get(episode._id) ?? episode.resumeAt ?? null;
    this.beginLoad(
      { known, start, duration: episode.duration },
      (position, { keepalive }) => {
        this.positions.set(episode._id, position);
        this.deps.save(episode._id, position, Boolean(keepalive)).catch(() => {
          // Best effort: the next save carries the position again.
        });
      },
      { index, error: null },
    );
    this.loaded = index;
    this.audio.src = episode.streamUrl;
    void this.start(this.audio);
  }

  protected currentTrack(): ListeningTrack | null {
    const episode = this.loaded === null ? undefined : this.episodes[this.state.index];
    return episode
      ? { episodeId: episode._id, mediaType: this.media.type, duration: episode.duration }
      : null;
  }

  protected playNext(): boolean {
    if (this.state.index >= this.episodes.length - 1) return false;
    const next = this.state.index + 1;
    this.load(next, this.startOf(next, null));
    return true;
  }

  protected sendPlay(episodeId: string, position: number) {
    return this.deps.report(episodeId, position);
  }

  /** freshStream asks the server again for the item: every episode's URL is renewed. */
  protected async freshStream(episodeId: string): Promise<FreshStream<PlayerState> | null> {
    const fresh = await this.deps.refresh();
    const url = fresh?.episodes.find((e) => e._id === episodeId)?.streamUrl;
    if (!fresh || !url) return null;
    return {
      url,
      adopt: () => {
        this.media = {
          ...this.media,
          episodes: this.media.episodes.map((e) => {
            const f = fresh.episodes.find((x) => x._id === e._id);
            return f?.streamUrl ? { ...e, streamUrl: f.streamUrl } : e;
          }),
        };
        return {};
      },
    };
  }

  protected streamFailed() {
    // Playing again starts a fresh load (and one more refresh).
    this.loaded = null;
    this.update({ playing: false, buffering: false, error: AUDIO_FAILED });
  }
}
