import { ArrowRight, CheckCircle2, History, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import type { ModerationEvent } from '@/features/admin/types';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';

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

/** RevisionDecisionBadge reads a decision on a revision: "Changes approved" / "Changes rejected". */
function RevisionDecisionBadge({ event }: { event: ModerationEvent }) {
  const approved = revisionDecision(event) === 'approved';
  const Icon = approved ? CheckCircle2 : XCircle;
  return (
    <Badge variant={approved ? 'success' : 'danger'}>
      <Icon aria-hidden="true" />
      {approved ? 'Changes approved' : 'Changes rejected'}
    </Badge>
  );
}

/**
 * ModerationHistory lists an item's recorded status changes, newest first; a decision on a
 * revision reads "Changes approved" or "Changes rejected" (the item stayed live).
 */
export function ModerationHistory({
  events,
  loading,
  error,
}: {
  events: ModerationEvent[] | undefined;
  loading: boolean;
  error?: string | null;
}) {
  return (
    <section aria-labelledby="moderation-history-heading" className="grid gap-3">
      <h3 id="moderation-history-heading" className="flex items-center gap-2 text-sm font-semibold">
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
                {event.revision ? (
                  <RevisionDecisionBadge event={event} />
                ) : (
                  <>
                    {event.fromStatus ? <AdminStatusBadge status={event.fromStatus} /> : null}
                    {event.fromStatus ? (
                      <ArrowRight className="size-3.5 text-muted-foreground" aria-label="to" />
                    ) : null}
                    <AdminStatusBadge status={event.toStatus} />
                  </>
                )}
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
  );
}
