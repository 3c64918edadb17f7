import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEMO_TICK_MS, nextDemoProgress, useDemoProgress } from './use-demo-progress';

describe('nextDemoProgress', () => {
  it('advances 0.5% per tick', () => {
    expect(nextDemoProgress(0)).toBe(0.5);
    expect(nextDemoProgress(42)).toBe(42.5);
  });

  it('reaches 100% exactly and then loops back to 0', () => {
    expect(nextDemoProgress(99.5)).toBe(100);
    expect(nextDemoProgress(100)).toBe(0);
  });

  it('never overshoots 100%', () => {
    expect(nextDemoProgress(99.9)).toBe(100);
  });

  it('takes 200 ticks to go from 0 to 100 without drifting', () => {
    let p = 0;
    for (let i = 0; i < 200; i++) p = nextDemoProgress(p);
    expect(p).toBe(100);
  });
});

describe('useDemoProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances 0.5% every 100 ms while playing', () => {
    const { result } = renderHook(() => useDemoProgress());
    expect(result.current.playing).toBe(true);
    expect(result.current.progress).toBe(0);

    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS);
    });
    expect(result.current.progress).toBe(0.5);

    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS * 9);
    });
    expect(result.current.progress).toBe(5);
  });

  it('stops advancing when paused and resumes from the same place', () => {
    const { result } = renderHook(() => useDemoProgress());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.progress).toBe(5);

    act(() => {
      result.current.toggle();
    });
    expect(result.current.playing).toBe(false);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.progress).toBe(5);

    act(() => {
      result.current.toggle();
    });
    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS * 2);
    });
    expect(result.current.progress).toBe(6);
  });

  it('loops back to the start after reaching 100%', () => {
    const { result } = renderHook(() => useDemoProgress({ initialProgress: 99 }));
    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS * 2);
    });
    expect(result.current.progress).toBe(100);
    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS);
    });
    expect(result.current.progress).toBe(0);
    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS);
    });
    expect(result.current.progress).toBe(0.5);
  });

  it('does not tick when it starts paused', () => {
    const { result } = renderHook(() =>
      useDemoProgress({ initiallyPlaying: false, initialProgress: 30 }),
    );
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.progress).toBe(30);
  });

  it('holds its ticks while not running and goes on from the same place', () => {
    const { result, rerender } = renderHook(({ running }) => useDemoProgress({ running }), {
      initialProps: { running: true },
    });
    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS * 4);
    });
    expect(result.current.progress).toBe(2);

    rerender({ running: false });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.progress).toBe(2);
    expect(result.current.playing).toBe(true);

    rerender({ running: true });
    act(() => {
      vi.advanceTimersByTime(DEMO_TICK_MS);
    });
    expect(result.current.progress).toBe(2.5);
  });
});
