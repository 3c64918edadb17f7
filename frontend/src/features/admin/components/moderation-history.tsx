import * as React from 'react';
import {
  ArrowRight,
  Ban,
  CheckCircle2,
  History,
  MessageSquareWarning,
  ShieldCheck,
  XCircle,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import type { ModerationEvent } from '@/features/admin/types';
import type { Appeal } from '@/features/admin/trust-types';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';
import {
  AppealedDecision,
  AppealStatusBadge,
  AppealVerdict,
  Quote,
  Stamp,
} from '@/features/admin/components/appeal-parts';
import { historyKind } from '@/features/admin/utils/trust';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function formatTime(value: string): string {
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/**
 * revisionDecision is what a decision on a revision did: `rejected` kept the live version,
 * anything else (`active`) put the changes live.
 */
export function revisionDecision(event: ModerationEvent): 'approved' | 'rejected' {
  return event.toStatus === 'rejected' ? 'rejected' : 'approved';
}

const KIND_ICONS: Record<string, React.ComponentType<{ 'aria-hidden'?: boolean }>> = {
  'Changes approved': CheckCircle2,
  'Changes rejected': XCircle,
  'Taken down': Ban,
  'Reports dismissed': ShieldCheck,
  'Appeal granted': CheckCircle2,
  'Appeal denied': XCircle,
};

/** EventBadges is what a row records: its decision's name, or the status change from → to. */
function EventBadges({ event }: { event: ModerationEvent }) {
  const { label, tone } = historyKind(event);
  if (label) {
    const Icon = KIND_ICONS[label] ?? ShieldCheck;
    return (
      <Badge variant={tone === 'good' ? 'success' : tone === 'bad' ? 'danger' : 'neutral'}>
        <Icon aria-hidden />
        {label}
      </Badge>
    );
  }
  return (
    <>
      {event.fromStatus ? <AdminStatusBadge status={event.fromStatus} /> : null}
      {event.fromStatus ? (
        <ArrowRight className="size-3.5 text-muted-foreground" aria-label="to" />
      ) : null}
      <AdminStatusBadge status={event.toStatus} />
    </>
  );
}

/** AppealList is an item's appeals, newest first: status, the creator's words, the verdict. */
function AppealList({ appeals }: { appeals: Appeal[] }) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <MessageSquareWarning className="size-4 text-muted-foreground" aria-hidden="true" />
        Appeals
      </h3>
      <ol className="grid gap-0 rounded-lg border">
        {appeals.map((appeal) => (
          <li key={appeal._id} className="grid gap-2 border-b px-4 py-3 last:border-b-0">
            <div className="flex flex-wrap items-center gap-2">
              <AppealStatusBadge status={appeal.status} />
              <span className="text-xs text-muted-foreground">
                {appeal.creator?.name ? `${appeal.creator.name} · ` : ''}
                <Stamp value={appeal.createdAt} />
              </span>
            </div>
            {appeal.message ? <Quote>{appeal.message}</Quote> : null}
            <AppealedDecision decision={appeal.decision} />
            <AppealVerdict appeal={appeal} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * ModerationHistory lists an item's recorded decisions, newest first: a status change reads
 * from → to; a takedown, a dismissal of reports, an appeal's verdict and a decision on a
 * revision read by name ("Taken down", "Changes approved"). The item's appeals follow.
 */
export function ModerationHistory({
  events,
  appeals,
  loading,
  error,
}: {
  events: ModerationEvent[] | undefined;
  /** appeals: the item's appeals, newest first; nothing shows without one. */
  appeals?: Appeal[];
  loading: boolean;
  error?: string | null;
}) {
  const headingId = React.useId();
  return (
    <>
      <section aria-labelledby={headingId} className="grid gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <History className="size-4 text-muted-foreground" aria-hidden="true" />
          Moderation history
        </h3>
        {loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : error ? (
          <p className="text-sm text-destructive">{error}</p>
        ) : !events || events.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
            No status changes yet. It is waiting for its first review.
          </p>
        ) : (
          <ol className="grid gap-0 rounded-lg border">
            {events.map((event) => (
              <li key={event._id} className="grid gap-1.5 border-b px-4 py-3 last:border-b-0">
                <div className="flex flex-wrap items-center gap-2">
                  <EventBadges event={event} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {event.admin?.name ? `${event.admin.name} · ` : ''}
                  {formatDate(event.createdAt)} {formatTime(event.createdAt)}
                </p>
                {event.reason ? <p className="text-sm break-words">“{event.reason}”</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {!loading && !error && appeals?.length ? <AppealList appeals={appeals} /> : null}
    </>
  );
}
