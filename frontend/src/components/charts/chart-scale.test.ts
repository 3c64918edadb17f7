import { describe, expect, it } from 'vitest';
import { chartScale, labelIndexes, niceStep } from '@/components/charts/chart-scale';

describe('niceStep', () => {
  it.each([
    [0.3, 1],
    [1, 1],
    [1.75, 2],
    [2.2, 5], // 2.5 is not a whole number of plays
    [3, 5],
    [7, 10],
    [22, 25],
    [26, 50],
    [180, 200],
    [240, 250],
  ])('%s → %s', (raw, step) => {
    expect(niceStep(raw)).toBe(step);
  });

  it('allows 2.5 for fractional values', () => {
    expect(niceStep(2.2, false)).toBe(2.5);
  });
});

describe('chartScale', () => {
  it('rounds the top up and spreads ticks from 0', () => {
    const s = chartScale([0, 3, 7, 2]);
    expect(s.max).toBe(8);
    expect(s.ticks).toEqual([0, 2, 4, 6, 8]);
    expect(s.ratio(4)).toBe(0.5);
    expect(s.ratio(8)).toBe(1);
  });

  it('picks the tightest of 3 to 5 steps', () => {
    expect(chartScale([23]).ticks).toEqual([0, 5, 10, 15, 20, 25]);
    expect(chartScale([90]).ticks).toEqual([0, 25, 50, 75, 100]);
    expect(chartScale([1]).ticks).toEqual([0, 1, 2, 3]);
  });

  it('gives all zeros an axis of 0 to 4', () => {
    const s = chartScale([0, 0, 0]);
    expect(s.ticks).toEqual([0, 1, 2, 3, 4]);
    expect(s.ratio(0)).toBe(0);
  });

  it('handles an empty series', () => {
    expect(chartScale([]).max).toBe(4);
  });

  it('clamps what is off the axis', () => {
    const s = chartScale([10]);
    expect(s.ratio(-5)).toBe(0);
    expect(s.ratio(1e9)).toBe(1);
    expect(s.ratio(Number.NaN)).toBe(0);
  });

  it('keeps the tallest bar within the axis', () => {
    for (const top of [1, 5, 9, 13, 99, 101, 1234]) {
      const s = chartScale([top]);
      expect(s.max).toBeGreaterThanOrEqual(top);
      expect(s.max).toBeLessThan(top * 2.6 + 4);
    }
  });
});

describe('labelIndexes', () => {
  it('labels every point of a short series', () => {
    expect(labelIndexes(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('labels about six points of a long one, first and last included', () => {
    const idx = labelIndexes(30);
    expect(idx[0]).toBe(0);
    expect(idx[idx.length - 1]).toBe(29);
    expect(idx.length).toBeLessThanOrEqual(7);
    expect(labelIndexes(90).length).toBeLessThanOrEqual(7);
  });

  it('handles nothing', () => {
    expect(labelIndexes(0)).toEqual([]);
  });
});
