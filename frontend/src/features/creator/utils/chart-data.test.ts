import { describe, expect, it } from 'vitest';
import { summarize } from '@/components/charts/bar-data';
import { dayLabel, toChartData } from '@/features/creator/utils/chart-data';

const days = [
  {
    date: '2026-06-01',
    plays: 3,
    guestPlays: 0,
    signedInPlays: 3,
    listeners: 1,
    downloads: 1,
    followers: 0,
  },
  {
    date: '2026-06-02',
    plays: 0,
    guestPlays: 0,
    signedInPlays: 0,
    listeners: 1,
    downloads: 0,
    followers: 2,
  },
  {
    date: '2026-06-03',
    plays: 7,
    guestPlays: 0,
    signedInPlays: 7,
    listeners: 1,
    downloads: 2,
    followers: 1,
  },
];

describe('the analytics chart data', () => {
  it('maps each day to a bar of plays, in order, labelled as people read dates', () => {
    expect(toChartData(days, 'plays')).toEqual([
      { key: '2026-06-01', label: 'Jun 1', value: 3 },
      { key: '2026-06-02', label: 'Jun 2', value: 0 },
      { key: '2026-06-03', label: 'Jun 3', value: 7 },
    ]);
  });

  it('maps new followers when that metric is chosen', () => {
    expect(toChartData(days, 'followers').map((d) => d.value)).toEqual([0, 2, 1]);
  });

  it('labels UTC days whatever the browser zone, and leaves other text alone', () => {
    expect(dayLabel('2026-12-31')).toBe('Dec 31');
    expect(dayLabel('2026-01-01T00:00:00Z')).toBe('Jan 1');
    expect(dayLabel('soon')).toBe('soon');
  });

  it('sums the bars for screen readers and names the busiest day', () => {
    expect(summarize(toChartData(days, 'plays'), 'Plays per day', 'play')).toBe(
      'Plays per day, Jun 1 to Jun 3: 10 plays in total, most on Jun 3 (7).',
    );
    expect(summarize([], 'Plays per day', 'play')).toBe('Plays per day: no data.');
  });
});
