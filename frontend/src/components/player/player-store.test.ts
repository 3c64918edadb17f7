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

describe('the up-next queue and the sleep timer in the player', () => {
  const other = { ...media, _id: 'm2', title: 'Psalms' };
  const ep = (id: string): QueueEpisode => ({ ...episode, _id: id, title: id });

  it('plays what was queued before the item’s next episode, then the item goes on', () => {
    act(() => player.store.setState({ media, queue: [ep('e1'), ep('e2')], index: 0 }));
    act(() => player.enqueue(other, [ep('q1')], 'last'));
    act(() => player.enqueue(other, [ep('q0')], 'next'));
    act(() => player.enqueue(media, [ep('e1')], 'last'));
    expect(player.getState().upNext.map((e) => e.episode._id)).toEqual(['q0', 'q1']);
    act(() => player.next());
    expect(player.getState().media?._id).toBe('m2');
    expect(player.getState().queue[player.getState().index]?._id).toBe('q0');
    expect(player.getState().upNext.map((e) => e.episode._id)).toEqual(['q1']);
    act(() => player.moveInQueue(0, 0));
    act(() => player.clearQueue());
    expect(player.getState().upNext).toEqual([]);
  });

  it('skips from the audio\'s own time, which the shown time trails', () => {
    const audio = { readyState: 1, currentTime: 42 } as unknown as HTMLAudioElement;
    act(() =>
      player.store.setState({ media, queue: [ep('e1')], index: 0, currentTime: 30, duration: 600 }),
    );
    const holder = player as unknown as { audio: HTMLAudioElement | null };
    const before = holder.audio;
    holder.audio = audio;
    try {
      act(() => player.skip(-15));
      expect(audio.currentTime).toBe(27);
      expect(player.getState().currentTime).toBe(27);
    } finally {
      holder.audio = before;
    }
  });

  it('skips within the episode', () => {
    act(() =>
      player.store.setState({ media, queue: [ep('e1')], index: 0, currentTime: 10, duration: 600 }),
    );
    act(() => player.skip(-15));
    expect(player.getState().currentTime).toBe(0);
    act(() => player.seek(590));
    act(() => player.skip(30));
    expect(player.getState().currentTime).toBe(600);
  });

  it('shows the sleep timer in its state, and stop turns it off', () => {
    act(() => player.setSleep(30));
    expect(player.getState().sleep).toMatchObject({ kind: 'at', minutes: 30 });
    expect(player.sleepRemaining()).toBeGreaterThan(29 * 60_000);
    act(() => player.setSleep('end'));
    expect(player.getState().sleep).toEqual({ kind: 'end' });
    act(() => player.stop());
    expect(player.getState().sleep).toEqual({ kind: 'off' });
  });
});
