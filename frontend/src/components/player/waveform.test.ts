import { describe, expect, it } from 'vitest';
import {
  BAR_GAP,
  BAR_WIDTH,
  barCount,
  hasPeaks,
  MAX_BARS,
  MIN_BARS,
  seekFraction,
  waveformBars,
} from '@/components/player/waveform';

describe('barCount', () => {
  it('fits bars of BAR_WIDTH + BAR_GAP into the width: fewer on a phone', () => {
    const pitch = BAR_WIDTH + BAR_GAP;
    // A desktop bar (about 480 px of waveform) and a phone's (about 200 px).
    expect(barCount(480, 1000)).toBe(Math.floor((480 + BAR_GAP) / pitch));
    expect(barCount(200, 1000)).toBe(Math.floor((200 + BAR_GAP) / pitch));
    expect(barCount(200, 1000)).toBeLessThan(barCount(480, 1000));
  });

  it('stays within MIN_BARS..MAX_BARS and never asks for more bars than peaks', () => {
    expect(barCount(50, 1000)).toBe(MIN_BARS);
    expect(barCount(5000, 1000)).toBe(MAX_BARS);
    expect(barCount(480, 10)).toBe(10);
    expect(barCount(0, 1000)).toBe(0);
    expect(barCount(480, 0)).toBe(0);
    expect(barCount(Number.NaN, 1000)).toBe(0);
  });
});

describe('waveformBars', () => {
  it('reduces 1000 peaks to N bars, each the loudest of its slice', () => {
    const peaks = Array.from({ length: 1000 }, (_, i) => (i % 100 === 50 ? 80 : 10));
    const bars = waveformBars(peaks, 10);
    expect(bars).toHaveLength(10);
    // Every slice of 100 peaks holds one peak of 80: every bar is the loudest, full height.
    expect(bars).toEqual(Array(10).fill(1));
  });

  it('scales so the loudest bar is full height', () => {
    const bars = waveformBars([5, 10, 20, 40], 4);
    expect(bars).toEqual([0.125, 0.25, 0.5, 1]);
    // A quiet recording fills the height too.
    expect(Math.max(...waveformBars([1, 2, 3, 4], 2))).toBe(1);
  });

  it('covers every peak once when the slices do not divide evenly', () => {
    const peaks = [0, 0, 0, 0, 0, 0, 100];
    const bars = waveformBars(peaks, 3);
    expect(bars).toEqual([0, 0, 1]);
    const many = Array.from({ length: 1000 }, (_, i) => i / 10);
    const b = waveformBars(many, 7);
    expect(b).toHaveLength(7);
    // Rising input, rising bars, the last one the loudest.
    for (let i = 1; i < b.length; i++) expect(b[i]).toBeGreaterThan(b[i - 1]);
    expect(b.at(-1)).toBe(1);
  });

  it('gives one bar per peak when there are fewer peaks than bars', () => {
    expect(waveformBars([50, 100], 40)).toEqual([0.5, 1]);
  });

  it('draws silence flat and ignores values out of range', () => {
    expect(waveformBars([0, 0, 0, 0], 2)).toEqual([0, 0]);
    expect(waveformBars([Number.NaN, -5, 250, 50], 4)).toEqual([0, 0, 1, 0.5]);
    expect(waveformBars([], 10)).toEqual([]);
    expect(waveformBars([10, 20], 0)).toEqual([]);
  });
});

describe('hasPeaks', () => {
  it('is true only for a non-empty list', () => {
    expect(hasPeaks([1])).toBe(true);
    expect(hasPeaks([])).toBe(false);
    expect(hasPeaks(null)).toBe(false);
    expect(hasPeaks(undefined)).toBe(false);
  });
});

describe('seekFraction', () => {
  it('is where the pointer falls along the box, clamped to 0..1', () => {
    expect(seekFraction(150, 100, 200)).toBe(0.25);
    expect(seekFraction(50, 100, 200)).toBe(0);
    expect(seekFraction(400, 100, 200)).toBe(1);
    expect(seekFraction(150, 100, 0)).toBe(0);
  });
});
