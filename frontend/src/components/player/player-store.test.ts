import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { player, usePlayer, type QueueEpisode } from '@/components/player/player-store';
import { userPb } from '@/lib/pocketbase';
import { fakeJwt } from '@/test/fetch-mock';

const media = { _id: 'm1', title: 'Romans', type: 'sermon' as const, artist: 'Grace', cover: '' };
const episode: QueueEpisode = {
  _id: 'e1',
  title: 'Part 1',
  position: 1,
  duration: 600,
  streamUrl: '/api/stream/e1',
  resumeAt: 0,
};

afterEach(() => {
  act(() => player.stop());
  act(() => player.setRate(1));
  userPb.authStore.clear();
});

describe('the player store (zustand)', () => {
  it('keeps the state in a zustand store that usePlayer follows', () => {
    const { result } = renderHook(() => usePlayer((s) => s.rate));
    expect(result.current).toBe(1);
    act(() => player.setRate(1.5));
    expect(result.current).toBe(1.5);
    expect(player.store.getState().rate).toBe(1.5);
    expect(JSON.parse(localStorage.getItem('selah.player') ?? '{}')).toMatchObject({ rate: 1.5 });
  });

  it('re-renders a component only when its slice changes', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePlayer((s) => s.volume);
    });
    const before = renders;
    act(() => player.setRate(2));
    expect(renders).toBe(before);
    act(() => player.setVolume(0.4));
    expect(result.current).toBe(0.4);
    expect(renders).toBe(before + 1);
  });

  it('stop replaces the whole state with an empty one, keeping the preferences', () => {
    act(() => player.setRate(1.25));
    act(() => player.store.setState({ media, queue: [episode], index: 0, positions: { e1: 30 } }));
    const seen: Array<string | null> = [];
    const unsubscribe = player.subscribe(() => seen.push(player.getState().media?._id ?? null));
    act(() => player.stop());
    unsubscribe();
    expect(seen).toEqual([null]);
    expect(player.getState()).toMatchObject({
      media: null,
      queue: [],
      index: 0,
      positions: {},
      playing: false,
      rate: 1.25,
    });
  });

  it('empties itself when the listener signs out', () => {
    userPb.authStore.save(fakeJwt(), null);
    act(() => player.store.setState({ media, queue: [episode], index: 0 }));
    act(() => userPb.authStore.clear());
    expect(player.getState().media).toBeNull();
    expect(player.getState().queue).toEqual([]);
  });
});
