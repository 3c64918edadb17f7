import { describe, expect, it } from 'vitest';
import {
  heardAfterSeek,
  heardAfterTick,
  heardFrom,
  NOTHING_HEARD,
  playDue,
  playThreshold,
  type Heard,
} from '@/components/player/play-tracker';

/** play runs timeupdate events from `from` to `to` every `every` seconds of audio. */
function play(state: Heard, from: number, to: number, every = 0.25, playing = true): Heard {
  let s = state;
  for (let t = from; t <= to + 1e-9; t += every) s = heardAfterTick(s, t, playing);
  return s;
}

describe('playThreshold', () => {
  it.each([
    ['album', 200, 30],
    ['album', 12, 12],
    ['sermon', 3600, 60],
    ['podcast', 45, 45],
    ['podcast', 0, 60],
    ['sermon', 60, 60],
  ])('%s of %is needs %is', (type, duration, need) => {
    expect(playThreshold(type, duration)).toBe(need);
  });
});

describe('heard seconds', () => {
  it('counts time played forward', () => {
    const s = play(NOTHING_HEARD, 0, 20);
    expect(s.heard).toBeCloseTo(20);
  });

  it('does not count a seek forward', () => {
    let s = play(NOTHING_HEARD, 0, 5);
    s = heardAfterSeek(s, 100);
    s = play(s, 100, 110);
    expect(s.heard).toBeCloseTo(15);
  });

  it('does not count a jump that no seeking event announced', () => {
    let s = play(NOTHING_HEARD, 0, 5);
    s = heardAfterTick(s, 90, true);
    expect(s.heard).toBeCloseTo(5);
    s = play(s, 90, 95);
    expect(s.heard).toBeCloseTo(10);
  });

  it('does not count going back, and counts the replay', () => {
    let s = play(NOTHING_HEARD, 0, 10);
    s = heardAfterSeek(s, 2);
    s = play(s, 2, 10);
    expect(s.heard).toBeCloseTo(18);
  });

  it('does not count while paused', () => {
    let s = play(NOTHING_HEARD, 0, 5);
    s = play(s, 5, 9, 0.25, false);
    expect(s.heard).toBeCloseTo(5);
  });

  it('counts the first step from where a load starts (a late first event loses nothing)', () => {
    let s = heardAfterTick(heardFrom(0), 0.9, true);
    expect(s.heard).toBeCloseTo(0.9);
    s = heardAfterTick(heardFrom(40), 41, true);
    expect(s.heard).toBeCloseTo(1);
    expect(heardAfterTick(NOTHING_HEARD, 0.9, true).heard).toBe(0);
  });

  it('counts a late event as far as the wall clock let the audio play', () => {
    // A busy page: 6 s between two events, the audio played on at 1x, then at 2x.
    let s = heardAfterTick(heardFrom(0), 1, true, { now: 1_000, rate: 1 });
    s = heardAfterTick(s, 7, true, { now: 7_000, rate: 1 });
    expect(s.heard).toBeCloseTo(7);
    s = heardAfterTick(s, 19, true, { now: 13_000, rate: 2 });
    expect(s.heard).toBeCloseTo(19);
  });

  it('does not count a jump further than the wall clock allows', () => {
    let s = heardAfterTick(heardFrom(0), 1, true, { now: 1_000, rate: 1 });
    s = heardAfterTick(s, 60, true, { now: 7_000, rate: 1 });
    expect(s.heard).toBeCloseTo(1);
    s = heardAfterTick(s, 61, true, { now: 8_000, rate: 1 });
    expect(s.heard).toBeCloseTo(2);
  });

  it('counts double speed by audio time (0.5 s per event)', () => {
    const s = play(NOTHING_HEARD, 0, 30, 0.5);
    expect(s.heard).toBeCloseTo(30);
  });
});

describe('playDue', () => {
  it('a song is due at 30 s heard, a sermon not yet', () => {
    const s = play(NOTHING_HEARD, 0, 30);
    expect(playDue(s, playThreshold('album', 240))).toBe(true);
    expect(playDue(s, playThreshold('sermon', 2400))).toBe(false);
    expect(playDue(play(s, 30, 60), playThreshold('sermon', 2400))).toBe(true);
  });

  it('a 10 s track is due once all of it was heard', () => {
    const need = playThreshold('album', 10);
    expect(playDue(play(NOTHING_HEARD, 0, 8), need)).toBe(false);
    expect(playDue(play(NOTHING_HEARD, 0, 10), need)).toBe(true);
  });

  it('seeking to the end of a short episode is not enough', () => {
    let s = heardAfterTick(NOTHING_HEARD, 0, true);
    s = heardAfterSeek(s, 9.5);
    s = play(s, 9.5, 10);
    expect(playDue(s, playThreshold('podcast', 10))).toBe(false);
  });

  it('is due once per load', () => {
    const s = play(NOTHING_HEARD, 0, 31);
    expect(playDue({ ...s, reported: true }, 30)).toBe(false);
  });
});
