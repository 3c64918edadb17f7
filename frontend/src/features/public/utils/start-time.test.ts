import { describe, expect, it } from 'vitest';
import { clampStartTime, parseStartTime, startTimeFor } from '@/features/public/utils/start-time';

describe('parseStartTime', () => {
  it('reads seconds, as API.md writes ?t=', () => {
    expect(parseStartTime('90')).toBe(90);
    expect(parseStartTime('90.5')).toBe(90.5);
    expect(parseStartTime(' 0 ')).toBe(0);
  });

  it('reads the clock forms the player shows', () => {
    expect(parseStartTime('1:30')).toBe(90);
    expect(parseStartTime('12:34')).toBe(754);
    expect(parseStartTime('1:02:03')).toBe(3723);
    expect(parseStartTime('90:00')).toBe(5400);
  });

  it('reads the YouTube style', () => {
    expect(parseStartTime('1m30s')).toBe(90);
    expect(parseStartTime('90s')).toBe(90);
    expect(parseStartTime('1h2m3s')).toBe(3723);
    expect(parseStartTime('2m')).toBe(120);
    expect(parseStartTime('1H')).toBe(3600);
  });

  it('refuses what is not a time', () => {
    for (const raw of [
      null,
      undefined,
      '',
      ' ',
      '-5',
      'abc',
      '1:75',
      '1:60:00',
      '1:2:3:4',
      'ms',
      '1.5m',
      '0x10',
      'Infinity',
    ])
      expect(parseStartTime(raw), String(raw)).toBeNull();
  });
});

describe('clampStartTime', () => {
  it('keeps a time inside the episode', () => {
    expect(clampStartTime(90, 150)).toBe(90);
  });

  it('starts a second before the end when the time is at or past it', () => {
    expect(clampStartTime(150, 150)).toBe(149);
    expect(clampStartTime(754, 120.6)).toBe(119);
  });

  it('never goes below zero, even for an episode shorter than a second', () => {
    expect(clampStartTime(-4, 150)).toBe(0);
    expect(clampStartTime(5, 0.5)).toBe(0);
  });

  it('leaves the time alone when the duration is not known', () => {
    expect(clampStartTime(754, 0)).toBe(754);
  });
});

describe('startTimeFor', () => {
  it('is the clamped time of a readable, positive ?t=', () => {
    expect(startTimeFor('90', 150)).toBe(90);
    expect(startTimeFor('1:30', 60)).toBe(59);
  });

  it('is null without a start: none, zero or unreadable', () => {
    expect(startTimeFor(null, 150)).toBeNull();
    expect(startTimeFor('0', 150)).toBeNull();
    expect(startTimeFor('soon', 150)).toBeNull();
  });
});
