import { describe, expect, it } from 'vitest';
import type { Episode } from '@/types/media';
import { playableEpisodes } from '@/components/player/playable-episodes';
import { toQueue } from '@/components/player/to-queue';
import { toSave } from '@/features/offline/start-download';

function episode(id: string, position: number, streamUrl?: string): Episode {
  return {
    _id: id,
    title: `Part ${position}`,
    position,
    duration: 60 * position,
    streamUrl,
    size: 1000 * position,
    resumeAt: 5,
    peaks: null,
  } as Episode;
}

const episodes = [episode('e1', 1, '/s/1'), episode('e2', 2), episode('e3', 3, '/s/3')];

describe('playableEpisodes', () => {
  it('keeps the episodes with a stream, in order, with what playing or saving needs and the extra', () => {
    expect(playableEpisodes(episodes, (e) => ({ size: e.size }))).toEqual([
      { _id: 'e1', title: 'Part 1', position: 1, duration: 60, streamUrl: '/s/1', size: 1000 },
      { _id: 'e3', title: 'Part 3', position: 3, duration: 180, streamUrl: '/s/3', size: 3000 },
    ]);
  });

  it('gives the player its resume point and waveform, a download its size', () => {
    expect(toQueue(episodes).map((e) => [e._id, e.resumeAt, e.peaks])).toEqual([
      ['e1', 5, null],
      ['e3', 5, null],
    ]);
    expect(toSave(episodes).map((e) => [e._id, e.size])).toEqual([
      ['e1', 1000],
      ['e3', 3000],
    ]);
  });
});
