import { describe, expect, it } from 'vitest';
import {
  addToQueue,
  advance,
  moveInQueue,
  playNext,
  removeFromQueue,
  type UpNextEntry,
} from '@/components/player/up-next';

const media = { _id: 'm1', title: 'Romans', type: 'sermon' as const, artist: 'Grace', cover: '' };
const entry = (id: string): UpNextEntry => ({
  media,
  episode: { _id: id, title: id, position: 1, duration: 60, streamUrl: `/s/${id}`, resumeAt: 0 },
});
const ids = (list: UpNextEntry[]) => list.map((e) => e.episode._id);

describe('up-next queue', () => {
  it('adds at the end and plays next at the front', () => {
    let q = addToQueue([], [entry('a'), entry('b')]);
    q = addToQueue(q, [entry('c')]);
    expect(ids(q)).toEqual(['a', 'b', 'c']);
    q = playNext(q, [entry('x'), entry('y')]);
    expect(ids(q)).toEqual(['x', 'y', 'a', 'b', 'c']);
  });

  it('queues an episode once: queuing it again moves it', () => {
    const q = addToQueue([entry('a'), entry('b'), entry('c')], [entry('a')]);
    expect(ids(q)).toEqual(['b', 'c', 'a']);
    expect(ids(playNext(q, [entry('c')]))).toEqual(['c', 'b', 'a']);
  });

  it('removes an episode, and leaves the list as is for an unknown one', () => {
    const q = [entry('a'), entry('b')];
    expect(ids(removeFromQueue(q, 'a'))).toEqual(['b']);
    expect(ids(removeFromQueue(q, 'zz'))).toEqual(['a', 'b']);
  });

  it('moves an entry up and down, clamped to the list', () => {
    const q = [entry('a'), entry('b'), entry('c')];
    expect(ids(moveInQueue(q, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(ids(moveInQueue(q, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveInQueue(q, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveInQueue(q, 2, 9))).toEqual(['a', 'b', 'c']);
    expect(ids(moveInQueue(q, 5, 0))).toEqual(['a', 'b', 'c']);
    expect(ids(q)).toEqual(['a', 'b', 'c']);
  });

  it('advances to the first entry and keeps the rest; nothing when empty', () => {
    const { next, rest } = advance([entry('a'), entry('b')]);
    expect(next?.episode._id).toBe('a');
    expect(ids(rest)).toEqual(['b']);
    expect(advance([])).toEqual({ next: null, rest: [] });
  });
});
