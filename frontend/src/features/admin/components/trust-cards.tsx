import type * as React from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, Flag, MessageSquareWarning, Timer } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { Skeleton } from '@/components/ui/skeleton';
import type { TrustFigures } from '@/features/admin/trust-types';
import { formatHours } from '@/features/admin/utils/trust';

function TrustLink({
  to,
  icon: Icon,
  title,
  value,
  caption,
  loading,
  alert,
}: {
  to: string;
  icon: React.ComponentType<{ className?: string }>;
  title: string;
  value: string;
  caption: string;
  loading: boolean;
  /** alert: something waits; the card is tinted. */
  alert?: boolean;
}) {
  return (
    <Link
      to={to}
      className={
        alert
          ? 'group grid gap-2 rounded-xl border border-red-200 bg-red-50/70 p-4 transition-colors hover:border-red-300 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-5'
          : 'group grid gap-2 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-gold-300 hover:bg-gold-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-5'
      }
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{title}</span>
        <span
          className={
            alert
              ? 'flex size-9 items-center justify-center rounded-lg bg-red-100 text-red-700'
              : 'flex size-9 items-center justify-center rounded-lg bg-gold-100 text-gold-800'
          }
        >
          <Icon className="size-[18px]" aria-hidden="true" />
        </span>
      </span>{' '}
      {loading ? (
        <span className="grid gap-2">
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-4 w-40" />
        </span>
      ) : (
        <>
          <span className="text-3xl font-semibold tracking-tight tabular-nums">{value}</span>{' '}
          <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            {caption}
            <ArrowRight
              className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </span>
        </>
      )}
    </Link>
  );
}

/**
 * TrustCards are the dashboard's trust and safety figures: open reports, appeals waiting and
 * the median time from a report to its resolution, each linking to its queue.
 */
export function TrustCards({ trust, loading }: { trust?: TrustFigures; loading: boolean }) {
  const reports = trust?.openReports ?? 0;
  const appeals = trust?.appealsWaiting ?? 0;
  return (
    <section aria-labelledby="trust-heading" className="grid gap-3">
      <h2 id="trust-heading" className="text-lg font-semibold">
        Trust and safety
      </h2>
      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <TrustLink
          to={paths.admin.reports}
          icon={Flag}
          title="Open reports"
          value={formatCount(reports)}
          caption={reports === 0 ? 'Nothing reported' : 'Waiting for a decision'}
          loading={loading}
          alert={reports > 0}
        />
        <TrustLink
          to={paths.admin.appeals}
          icon={MessageSquareWarning}
          title="Appeals waiting"
          value={formatCount(appeals)}
          caption={appeals === 0 ? 'No appeals to decide' : 'Creators asking again'}
          loading={loading}
          alert={appeals > 0}
        />
        <TrustLink
          to={`${paths.admin.reports}?status=resolved`}
          icon={Timer}
          title="Median time to resolve"
          value={formatHours(trust?.medianResolveHours)}
          caption="Report to decision, last 90 days"
          loading={loading}
        />
      </div>
    </section>
  );
}
