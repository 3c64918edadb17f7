import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Download, Trophy } from 'lucide-react';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { ListError } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { Segmented } from '@/components/segmented';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import {
  ANALYTICS_PERIODS,
  parsePeriod,
  useAnalytics,
  type Analytics,
  type AnalyticsParams,
} from '@/features/creator/api/get-analytics';
import { useExportAnalytics } from '@/features/creator/api/export-analytics';
import { useUserMedia } from '@/features/creator/api/get-user-media';
import { AnalyticsTotals } from '@/features/creator/components/analytics-totals';
import { AnalyticsChartCard } from '@/features/creator/components/analytics-chart-card';
import { mediaTypeCopy } from '@/features/creator/utils/media-types';

function ItemFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const media = useUserMedia({ status: 'all', search: '', page: 1, limit: 100 });
  const items = media.data?.data ?? [];
  return (
    <NativeSelect
      aria-label="Content"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="sm:w-64"
    >
      <option value="">{media.isPending ? 'Loading your content...' : 'All content'}</option>
      {items.map((m) => (
        <option key={m._id} value={m._id}>
          {m.title} ({mediaTypeCopy(m.type).typeLabel})
        </option>
      ))}
    </NativeSelect>
  );
}

function TopItems({ top }: { top: Analytics['top'] }) {
  const max = Math.max(1, ...top.map((t) => t.plays));
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Trophy className="size-4 text-gold-700" aria-hidden="true" />
          Top content
        </CardTitle>
        <CardDescription>Most played in this period.</CardDescription>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <p className="text-sm text-muted-foreground">No plays in this period yet.</p>
        ) : (
          <ol className="grid gap-3">
            {top.map((t, i) => (
              <li key={t._id} className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <Link
                    to={paths.user.media(t._id)}
                    className="min-w-0 truncate font-medium hover:underline"
                  >
                    <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
                    {t.title}
                  </Link>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {formatCount(t.plays)} {t.plays === 1 ? 'play' : 'plays'}
                  </span>
                </div>
                <div className="h-1.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-gold-400"
                    style={{ width: `${(t.plays / max) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * AnalyticsPage is /user/analytics: plays, listeners and feed downloads of the creator's
 * content, and their followers.
 */
export function AnalyticsPage() {
  const [search, setSearch] = useSearchParams();
  const params: AnalyticsParams = {
    days: parsePeriod(search.get('days')),
    mediaId: search.get('mediaId') ?? '',
  };
  const analytics = useAnalytics(params);
  const exporter = useExportAnalytics();
  const data = analytics.data;

  const set = (patch: Partial<AnalyticsParams>) => {
    const next = { ...params, ...patch };
    const out = new URLSearchParams();
    if (next.days !== 30) out.set('days', String(next.days));
    if (next.mediaId) out.set('mediaId', next.mediaId);
    setSearch(out, { replace: true });
  };

  const exportCsv = () =>
    exporter.mutate(params, {
      onSuccess: ({ fileName }) => toast.success(`Downloaded ${fileName}`),
      onError: (error) => toast.error(errorMessage(error, 'The export failed. Please try again.')),
    });

  return (
    <div className="grid gap-8">
      <PageHeader
        title="Analytics"
        description="How often your songs, podcasts and sermons are heard, and who follows you."
        actions={
          <Button variant="outline" onClick={exportCsv} disabled={exporter.isPending}>
            {exporter.isPending ? <Spinner label="" /> : <Download aria-hidden="true" />}
            Export CSV
          </Button>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Segmented
          label="Period"
          value={String(params.days)}
          options={ANALYTICS_PERIODS.map((d) => ({ value: String(d), label: `${d} days` }))}
          onChange={(v) => set({ days: parsePeriod(v) })}
          className="w-full sm:w-auto"
        />
        <ItemFilter value={params.mediaId} onChange={(mediaId) => set({ mediaId })} />
      </div>

      {analytics.isError && !data ? (
        <ListError
          message={errorMessage(analytics.error)}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <>
          <AnalyticsTotals data={data} days={params.days} />

          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <AnalyticsChartCard data={data} updating={analytics.isFetching && !!data} />
            {data ? <TopItems top={data.top} /> : <Skeleton className="h-64 w-full rounded-xl" />}
          </div>
        </>
      )}
    </div>
  );
}
