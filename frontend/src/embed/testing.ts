/** Test helpers for the embed: an item as the public API sends it, and a fake <audio>. */
import { vi } from 'vitest';
import type { Episode, MediaWithEpisodes } from '@/types/media';
import type { AudioLike } from '@/components/player/listening-player';
import { testEpisode, testMedia } from '@/test/media-fixtures';

export function episode(id: string, position: number, over: Partial<Episode> = {}): Episode {
  return testEpisode(position, {
    _id: id,
    duration: 200,
    audioUrl: `/api/files/episodes/${id}/a.mp3`,
    streamUrl: `/api/media/episodes/${id}/stream?token=guest-${id}`,
    peaks: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...over,
  });
}

export function media(over: Partial<MediaWithEpisodes> = {}): MediaWithEpisodes {
  return testMedia({
    title: 'Morning Psalms',
    artist: { _id: 'u1', name: 'Miriam Strings' },
    coverArt: '/api/files/media/m1/cover.png',
    image: '/api/files/media/m1/cover.png',
    thumbnail: '/api/files/media/m1/cover.png?thumb=300x300',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    duration: 600,
    episodeCount: 3,
    noOfEpisodes: 3,
    episodes: [episode('e1', 1), episode('e2', 2), episode('e3', 3)],
    ...over,
  });
}

/**
 * FakeAudio is what the player sees of an <audio> element, driven by the test: play and pause
 * fire their events, `metadata` and `advance` stand in for the network and the clock.
 */
export class FakeAudio extends EventTarget {
  src = '';
  currentTime = 0;
  duration = NaN;
  paused = true;
  seeking = false;
  readyState = 0;
  playbackRate = 1;
  error: { code: number } | null = null;
  play = vi.fn(async () => {
    this.paused = false;
    this.emit('play');
  });
  pause = vi.fn(() => {
    if (this.paused) return;
    this.paused = true;
    this.emit('pause');
  });

  /** load starts the source over, as the element's load algorithm does: no error, no data. */
  load = vi.fn(() => {
    this.error = null;
    this.readyState = 0;
    this.currentTime = 0;
    this.duration = NaN;
  });

  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }

  /** metadata: the stream's header arrived. */
  metadata(duration: number) {
    this.duration = duration;
    this.readyState = 1;
    this.emit('loadedmetadata');
    this.emit('playing');
  }

  /** advance plays on to `to` seconds, a timeupdate every `step` seconds. */
  advance(to: number, step = 0.25) {
    for (let t = this.currentTime + step; t <= to + 1e-9; t += step) {
      this.currentTime = t;
      this.emit('timeupdate');
    }
  }

  /** fail: the stream could not be played (a network or decode error). */
  fail(code = 2) {
    this.error = { code };
    this.paused = true;
    this.emit('error');
  }

  asAudio(): AudioLike {
    return this as unknown as AudioLike;
  }
}
