import { describe, expect, it, vi } from 'vitest';
import { createSleepTimer, type SleepClock } from '@/components/player/sleep-timer';

/** fakeClock runs timers when the test moves time on. */
function fakeClock() {
  let now = 1_000;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 1;
  const clock: SleepClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (h) => {
      timers = timers.filter((t) => t.id !== h);
    },
  };
  const tick = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    due.forEach((t) => t.fn());
  };
  return { clock, tick, pending: () => timers.length };
}

describe('sleep timer', () => {
  it('fires once after the minutes chosen, then is off', () => {
    const { clock, tick } = fakeClock();
    const fire = vi.fn();
    const timer = createSleepTimer(fire, () => {}, clock);
    timer.set(15);
    expect(timer.remaining()).toBe(15 * 60_000);
    tick(14 * 60_000);
    expect(fire).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(60_000);
    tick(60_000);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(timer.state()).toEqual({ kind: 'off' });
    tick(60 * 60_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('a new choice replaces the last one; off cancels it', () => {
    const { clock, tick, pending } = fakeClock();
    const fire = vi.fn();
    const seen: string[] = [];
    const timer = createSleepTimer(fire, (s) => seen.push(s.kind), clock);
    timer.set(60);
    timer.set(30);
    expect(pending()).toBe(1);
    tick(30 * 60_000);
    expect(fire).toHaveBeenCalledTimes(1);
    timer.set(15);
    timer.set('off');
    expect(pending()).toBe(0);
    tick(15 * 60_000);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['at', 'at', 'off', 'at', 'off']);
  });

  it('"end of episode" fires when the episode ends, not on the clock', () => {
    const { clock, tick } = fakeClock();
    const fire = vi.fn();
    const timer = createSleepTimer(fire, () => {}, clock);
    expect(timer.episodeEnded()).toBe(false);
    timer.set('end');
    tick(10 * 60 * 60_000);
    expect(fire).not.toHaveBeenCalled();
    expect(timer.remaining()).toBeNull();
    expect(timer.episodeEnded()).toBe(true);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(timer.episodeEnded()).toBe(false);
  });

  it('a timed choice ignores the end of an episode', () => {
    const { clock } = fakeClock();
    const fire = vi.fn();
    const timer = createSleepTimer(fire, () => {}, clock);
    timer.set(30);
    expect(timer.episodeEnded()).toBe(false);
    expect(fire).not.toHaveBeenCalled();
    expect(timer.state().kind).toBe('at');
  });
});
