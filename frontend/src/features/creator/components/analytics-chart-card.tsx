import * as React from 'react';
import { ChartColumn, UserPlus } from 'lucide-react';
import { formatDay } from '@/lib/format';
import { toChartData, type ChartMetric } from '@/features/creator/utils/chart-data';
import { EmptyState } from '@/components/empty-state';
import { Segmented } from '@/components/segmented';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { Analytics } from '@/features/creator/api/get-analytics';

// The chart (recharts) loads with the first analytics screen, not with the creator area's other
// pages or the listener's: the figures above it show while it arrives.
const BarChart = React.lazy(() => import('@/components/charts/bar-chart'));

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

  const chartData = React.useMemo(() => toChartData(data?.days ?? [], metric), [data, metric]);
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
          <React.Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <BarChart
              data={chartData}
              title={words.title}
              valueLabel={words.valueLabel}
              unit={words.unit}
            />
          </React.Suspense>
        )}
      </CardContent>
    </Card>
  );
}
