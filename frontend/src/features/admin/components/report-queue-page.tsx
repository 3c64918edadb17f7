import * as React from 'react';
import { Ban, ExternalLink, Flag, ShieldCheck, ShieldX } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatQuantity } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Segmented } from '@/components/segmented';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  dismissSchema,
  REPORTS_LIMIT,
  takedownSchema,
  useOpenReportCount,
  useReports,
  useResolveReports,
} from '@/features/admin/api/reports';
import type { ReportedItem } from '@/features/admin/trust-types';
import { ItemHistory } from '@/features/admin/components/item-history';
import { QueueList, useQueueFilter, useQueuePage } from '@/features/admin/components/queue-list';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { ReportEntry } from '@/features/admin/components/report-entry';
import { DetailsToggle, QueueItemHeading } from '@/features/admin/components/queue-card';
import { reportReasonLabel, reportReasonVariant } from '@/features/admin/utils/trust';
import { Stamp } from '@/features/admin/components/appeal-parts';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';

/** ReportActions: Dismiss (optional reason) and Take down (reason required), each asked first. */
function ReportActions({ item }: { item: ReportedItem }) {
  const resolve = useResolveReports();
  const { media, count } = item;
  const reports = formatQuantity(count, 'open report');
  return (
    <div className="flex flex-wrap gap-2">
      <ReasonDialog
        id={`dismiss-reason-${media._id}`}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Dismiss the reports on ${media.title}`}>
            <ShieldCheck aria-hidden="true" />
            Dismiss
          </Button>
        }
        title={`Dismiss the reports on “${media.title}”`}
        description={`The item stays up and its ${reports} are closed. Reporters who gave an email are told.`}
        label="Reason (optional)"
        placeholder="e.g. The sermon quotes the passage; nothing in it breaks the rules"
        schema={dismissSchema}
        confirmLabel="Dismiss reports"
        pendingLabel="Dismissing..."
        confirmVariant="default"
        action={(reason) => resolve.mutateAsync({ mediaId: media._id, action: 'dismiss', reason })}
        failed={MESSAGES.resolveReportsFailed}
        threw={MESSAGES.resolveReportsFailed}
      />
      <ReasonDialog
        id={`takedown-reason-${media._id}`}
        trigger={
          <Button variant="destructive" size="sm" aria-label={`Take down ${media.title}`}>
            <Ban aria-hidden="true" />
            Take down
          </Button>
        }
        title={`Take down “${media.title}”`}
        description={`The item is suspended and leaves Selah's public pages; its ${reports} are closed. The creator is emailed your reason and may appeal; reporters who gave an email are told.`}
        label="Reason"
        hint="The creator reads this reason in their email and beside the item."
        placeholder="e.g. The album's second track is a recording the uploader does not own"
        schema={takedownSchema}
        confirmLabel="Take down"
        pendingLabel="Taking down..."
        action={(reason) => resolve.mutateAsync({ mediaId: media._id, action: 'takedown', reason })}
        failed={MESSAGES.resolveReportsFailed}
        threw={MESSAGES.resolveReportsFailed}
      />
    </div>
  );
}

/**
 * ReportedItemCard is one reported item: what it is, how many reports and why, the last one's
 * time; it opens to the reports themselves beside the item's moderation history.
 */
function ReportedItemCard({ item, open: isOpen }: { item: ReportedItem; open: boolean }) {
  const [expanded, setExpanded] = React.useState(false);
  const titleId = React.useId();
  const panelId = React.useId();
  const { media } = item;
  const shown = item.reports.length || item.count;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="grid overflow-hidden rounded-xl border bg-card shadow-sm"
      >
        <div className="grid gap-4 p-4 sm:grid-cols-[1fr_auto] sm:items-start sm:p-5">
          <QueueItemHeading
            media={media}
            titleId={titleId}
            by={media.artist?.name || 'an unknown creator'}
          >
            {media.adminStatus === 'active' ? (
              <a
                href={paths.public.media(media._id)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-xs font-medium text-primary-strong underline-offset-4 hover:underline"
              >
                Public page
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </QueueItemHeading>
          <div className="flex items-baseline gap-2 sm:grid sm:justify-items-end sm:gap-0.5">
            <p className="text-2xl font-semibold tabular-nums">{item.count}</p>
            <p className="text-sm text-muted-foreground">
              {item.count === 1 ? 'report' : 'reports'}
              {isOpen ? '' : ' resolved'}
            </p>
          </div>
        </div>

        <div className="grid gap-3 border-t bg-muted/30 px-4 py-3 sm:px-5">
          <ul className="flex flex-wrap gap-1.5" aria-label="Reasons">
            {item.reasons.map((reason) => (
              <li key={reason}>
                <Badge variant={reportReasonVariant(reason)}>{reportReasonLabel(reason)}</Badge>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              Last reported <Stamp value={item.lastAt} />
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <DetailsToggle
                expanded={expanded}
                controls={panelId}
                onToggle={() => setExpanded((v) => !v)}
              >
                {expanded
                  ? 'Hide the reports'
                  : `Read ${shown === 1 ? 'the report' : `the ${shown} reports`}`}
              </DetailsToggle>
              {isOpen ? <ReportActions item={item} /> : null}
            </div>
          </div>
        </div>

        {expanded ? (
          <div id={panelId} className="grid gap-6 border-t p-4 sm:p-5 lg:grid-cols-2">
            <section aria-label={`Reports on ${media.title}`} className="grid content-start gap-3">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Flag className="size-4 text-muted-foreground" aria-hidden="true" />
                Reports
              </h3>
              <ol className="grid gap-0 rounded-lg border">
                {item.reports.map((report) => (
                  <ReportEntry key={report._id} report={report} />
                ))}
              </ol>
            </section>
            <div className="grid content-start gap-6">
              <ItemHistory mediaId={media._id} />
            </div>
          </div>
        ) : (
          <div id={panelId} hidden />
        )}
      </article>
    </li>
  );
}

/**
 * ReportQueuePage is /admin/reports: the reported items, most reported first, open or
 * resolved. It follows new reports live (the admin layout's realtime subscription).
 */
export function ReportQueuePage() {
  const { status, setStatus: setFilter, page: pageParam } = useQueueFilter('resolved');
  const query = useReports(status, pageParam);
  const openCount = useOpenReportCount();
  const failure = useFailureToast(
    query.error,
    MESSAGES.fetchReportsFailed,
    MESSAGES.fetchReportsThrew,
  );
  const { page, setPage } = useQueuePage(REPORTS_LIMIT, query.data);
  const data = query.data;

  const body = (
    <QueueList
      query={query}
      failure={failure}
      fallback={MESSAGES.fetchReportsFailed}
      empty={
        status === 'open' ? (
          <EmptyState
            icon={<ShieldCheck aria-hidden="true" />}
            title="No open reports"
            description="When someone reports an item, it shows up here, the most reported first. This page updates by itself."
          />
        ) : (
          <EmptyState
            icon={<ShieldX aria-hidden="true" />}
            title="No resolved reports yet"
            description="Reports you dismiss, and items you take down, are kept here with their reasons."
          />
        )
      }
      label={status === 'open' ? 'Reported items' : 'Resolved reports'}
      limit={REPORTS_LIMIT}
      page={page}
      onPageChange={setPage}
      noun={(total) => (total === 1 ? 'item' : 'items')}
      itemKey={(item) => item.media._id}
    >
      {(item) => <ReportedItemCard item={item} open={status === 'open'} />}
    </QueueList>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Reports"
        description="Items listeners and visitors reported, the most reported first. Dismiss the reports or take the item down; the creator and the reporters are told."
      />
      <Segmented
        label="Show"
        value={status}
        onChange={setFilter}
        className="w-full sm:w-fit"
        options={[
          { value: 'open', label: openCount ? `Open (${openCount})` : 'Open' },
          { value: 'resolved', label: 'Resolved' },
        ]}
      />
      <p role="status" className="sr-only">
        {data ? formatQuantity(data.total, 'reported item') : ''}
      </p>
      {body}
    </div>
  );
}
