import { describe, expect, it } from 'vitest';
import type { Episode, MediaWithEpisodes } from '@/types/media';
import { peaksPending } from '@/features/listen/api/get-media';

const now = Date.parse('2025-08-18T10:05:00.000Z');

function withEpisodes(...episodes: Array<Partial<Episode>>): MediaWithEpisodes {
  return { episodes: episodes as Episode[] } as MediaWithEpisodes;
}

describe('peaksPending', () => {
  it('asks again while a fresh episode waits for its peaks', () => {
    const fresh = { createdAt: '2025-08-18T10:03:00.000Z' };
    expect(peaksPending(withEpisodes({ ...fresh, peaks: null }), now)).toBe(true);
    expect(peaksPending(withEpisodes({ ...fresh, peaks: [1, 2] }), now)).toBe(false);
    // An older server sends no peaks at all: not asked again.
    expect(peaksPending(withEpisodes({ ...fresh }), now)).toBe(false);
  });

  it('stops asking for an episode uploaded long ago (a format without peaks)', () => {
    expect(
      peaksPending(withEpisodes({ createdAt: '2025-08-18T09:00:00.000Z', peaks: null }), now),
    ).toBe(false);
    expect(peaksPending(undefined, now)).toBe(false);
  });
});
