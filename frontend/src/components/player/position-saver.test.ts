import { describe, expect, it, vi } from 'vitest';
import {
  createPositionSaver,
  resumePoint,
  SAVE_INTERVAL_MS,
} from '@/components/player/position-saver';

function setup(initial: number | null = null) {
  let now = 1_000_000;
  const save = vi.fn();
  const saver = createPositionSaver({ save, initial, now: () => now });
  return { saver, save, advance: (ms: number) => (now += ms) };
}

describe('createPositionSaver', () => {
  it('saves at most once per interval while playing', () => {
    const { saver, save, advance } = setup();
    for (let t = 0; t < 25; t += 0.25) {
      saver.tick(t);
      advance(250);
    }
    // 25 s of playing: saves at 10 s and 20 s.
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls.map((c) => c[0])).toEqual([10, 20]);
  });

  it('does not save before the interval has passed', () => {
    const { saver, save, advance } = setup();
    advance(SAVE_INTERVAL_MS - 1);
    expect(saver.tick(9.9)).toBe(false);
    advance(1);
    expect(saver.tick(10)).toBe(true);
    expect(save).toHaveBeenCalledWith(10, {});
  });

  it('flushes at once on pause, and restarts the interval', () => {
    const { saver, save, advance } = setup();
    advance(3000);
    expect(saver.flush(3.04)).toBe(true);
    expect(save).toHaveBeenLastCalledWith(3, {});
    advance(9000);
    expect(saver.tick(12)).toBe(false);
  });

  it('passes keepalive through when the page goes away', () => {
    const { saver, save } = setup();
    saver.flush(42, { keepalive: true });
    expect(save).toHaveBeenCalledWith(42, { keepalive: true });
  });

  it('never saves the same position twice', () => {
    const { saver, save } = setup();
    saver.flush(30);
    saver.flush(30.2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save the very start of an episode never saved', () => {
    const { saver, save } = setup();
    expect(saver.flush(0.4)).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a return to the start when the server had a later position', () => {
    const { saver, save } = setup(75);
    expect(saver.flush(75.2)).toBe(false);
    expect(saver.flush(0)).toBe(true);
    expect(save).toHaveBeenCalledWith(0, {});
  });
});

describe('resumePoint', () => {
  it.each([
    [0, 300, 0],
    [undefined, 300, 0],
    [95, 300, 95],
    [296, 300, 0], // finished: start again
    [9.6, 10, 0],
    [5, 10, 5],
  ])('saved %s of %is resumes at %s', (saved, duration, at) => {
    expect(resumePoint(saved, duration)).toBe(at);
  });
});
