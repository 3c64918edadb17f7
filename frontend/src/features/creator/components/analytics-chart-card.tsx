import * as React from 'react';
import { ChartColumn, UserPlus } from 'lucide-react';
import { formatDay } from '@/lib/format';
import { BarChart, type BarDatum } from '@/components/charts/bar-chart';
import { EmptyState } from '@/components/empty-state';
import { Segmented } from '@/components/segmented';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { Analytics } from '@/features/creator/api/get-analytics';

/** ChartMetric: what the per-day chart counts. */
export type ChartMetric = 'plays' | 'followers';

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** dayLabel writes 'YYYY-MM-DD' as "Jun 3" (the server's days are UTC days). */
function dayLabel(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? shortDay.format(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))) : date;
}

// Each metric's words: the card's title, the table's column, the tooltip's noun, the empty state.
const METRICS = {
  plays: {
    title: 'Plays per day',
    valueLabel: 'Plays',
    unit: 'play',
    icon: ChartColumn,
    emptyTitle: 'No plays yet',
    emptyText: 'Plays appear here once listeners hear your approved content.',
  },
  followers: {
    title: 'New followers per day',
    valueLabel: 'New followers',
    unit: 'new follower',
    icon: UserPlus,
    emptyTitle: 'No new followers in this period',
    emptyText:
      'Listeners follow you from your public page and from the pages of your approved content; each gets an email when something new of yours goes live.',
  },
} as const;

/**
 * AnalyticsChartCard is the per-day chart of the analytics screen: plays or new followers,
 * chosen by a toggle, with the exact figures in the chart's table.
 */
export function AnalyticsChartCard({
  data,
  updating,
}: {
  data: Analytics | undefined;
  updating: boolean;
}) {
  const [metric, setMetric] = React.useState<ChartMetric>('plays');
  const words = METRICS[metric];
  const Icon = words.icon;

  const chartData: BarDatum[] = React.useMemo(
    () =>
      (data?.days ?? []).map((d) => ({
        key: d.date,
        label: dayLabel(d.date),
        value: metric === 'plays' ? d.plays : d.followers,
      })),
    [data, metric],
  );
  const range = data?.days.length
    ? `${formatDay(data.days[0].date)} – ${formatDay(data.days[data.days.length - 1].date)}`
    : '';
  const empty =
    metric === 'plays'
      ? data?.totals.plays === 0 && data.totals.downloads === 0
      : chartData.every((d) => d.value === 0);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2 text-base">
            <Icon className="size-4 text-gold-700" aria-hidden="true" />
            {words.title}
            {updating ? <Spinner label="Updating" className="size-4" /> : null}
          </CardTitle>
          <CardDescription>{range}</CardDescription>
        </div>
        <Segmented
          label="Chart"
          value={metric}
          options={[
            { value: 'plays', label: 'Plays' },
            { value: 'followers', label: 'Followers' },
          ]}
          onChange={setMetric}
          className="w-full sm:w-auto"
        />
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="h-56 w-full" />
        ) : empty ? (
          <EmptyState
            icon={<Icon aria-hidden="true" />}
            title={words.emptyTitle}
            description={words.emptyText}
          />
        ) : (
          <BarChart
            data={chartData}
            title={words.title}
            valueLabel={words.valueLabel}
            unit={words.unit}
          />
        )}
      </CardContent>
    </Card>
  );
}
