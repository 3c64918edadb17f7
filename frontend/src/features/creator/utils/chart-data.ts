import type { BarDatum } from '@/components/charts/bar-data';
import type { Analytics } from '@/features/creator/api/get-analytics';

/** ChartMetric: what the per-day chart counts. */
export type ChartMetric = 'plays' | 'followers';

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** dayLabel writes 'YYYY-MM-DD' as "Jun 3" (the server's days are UTC days). */
export function dayLabel(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? shortDay.format(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))) : date;
}

/** toChartData maps GET /api/media/analytics's days to the bars of one metric, in order. */
export function toChartData(days: Analytics['days'], metric: ChartMetric): BarDatum[] {
  return days.map((d) => ({
    key: d.date,
    label: dayLabel(d.date),
    value: metric === 'plays' ? d.plays : d.followers,
  }));
}
