import * as React from 'react';
import { CheckCircle2, Inbox, MessageSquareWarning, XCircle } from 'lucide-react';
import { formatQuantity } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Segmented } from '@/components/segmented';
import { Button } from '@/components/ui/button';
import {
  APPEALS_LIMIT,
  denySchema,
  grantSchema,
  useAppeals,
  useDecideAppeal,
  useOpenAppealCount,
} from '@/features/admin/api/appeals';
import { MESSAGES } from '@/features/admin/api/messages';
import type { Appeal } from '@/features/admin/trust-types';
import {
  AppealedDecision,
  AppealStatusBadge,
  AppealVerdict,
  Quote,
  Stamp,
} from '@/features/admin/components/appeal-parts';
import { ItemHistory } from '@/features/admin/components/item-history';
import { DetailsToggle, QueueItemHeading } from '@/features/admin/components/queue-card';
import { QueueList, useQueueFilter, useQueuePage } from '@/features/admin/components/queue-list';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';

/** AppealActions: Grant (restores the item) and Deny (the decision stands), each with a reason. */
function AppealActions({ appeal }: { appeal: Appeal }) {
  const decide = useDecideAppeal();
  const title = appeal.media.title;
  const toStatus = appeal.decision?.toStatus;
  const what =
    toStatus === 'suspended' ? 'takedown' : toStatus === 'rejected' ? 'rejection' : 'decision';
  return (
    <div className="flex flex-wrap gap-2">
      <ReasonDialog
        id={`grant-reason-${appeal._id}`}
        trigger={
          <Button size="sm" aria-label={`Grant the appeal on ${title}`}>
            <CheckCircle2 aria-hidden="true" />
            Grant
          </Button>
        }
        title={`Grant the appeal on “${title}”`}
        description="The item is approved again and returns to Selah's public pages. The creator is emailed, with your note."
        label="Note to the creator (optional)"
        placeholder="e.g. Thank you for the licence; the album is back up"
        schema={grantSchema}
        confirmLabel="Grant and restore"
        pendingLabel="Granting..."
        confirmVariant="default"
        action={(reason) => decide.mutateAsync({ id: appeal._id, action: 'grant', reason })}
        failed={MESSAGES.decideAppealFailed}
        threw={MESSAGES.decideAppealFailed}
      />
      <ReasonDialog
        id={`deny-reason-${appeal._id}`}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Deny the appeal on ${title}`}>
            <XCircle aria-hidden="true" />
            Deny
          </Button>
        }
        title={`Deny the appeal on “${title}”`}
        description={`The ${what} stands and the item stays off the public pages. The creator is emailed your reason.`}
        label="Reason"
        placeholder="e.g. The licence you sent covers live performance, not recordings"
        schema={denySchema}
        confirmLabel="Deny appeal"
        pendingLabel="Denying..."
        action={(reason) => decide.mutateAsync({ id: appeal._id, action: 'deny', reason })}
        failed={MESSAGES.decideAppealFailed}
        threw={MESSAGES.decideAppealFailed}
      />
    </div>
  );
}

/**
 * AppealCard is one appeal: the item and its creator, the decision appealed with its reason,
 * the creator's message, and the verdict (or the buttons to give it); it opens to the item's
 * moderation history.
 */
function AppealCard({ appeal }: { appeal: Appeal }) {
  const [expanded, setExpanded] = React.useState(false);
  const titleId = React.useId();
  const panelId = React.useId();
  const { media, creator } = appeal;
  const open = appeal.status === 'open';
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="grid overflow-hidden rounded-xl border bg-card shadow-sm"
      >
        <div className="grid gap-4 p-4 sm:p-5">
          <QueueItemHeading
            media={media}
            titleId={titleId}
            by={`${creator?.name || 'an unknown creator'}${creator?.email ? ` (${creator.email})` : ''}`}
          >
            {open ? null : <AppealStatusBadge status={appeal.status} />}
          </QueueItemHeading>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid content-start gap-2">
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Decision appealed
              </h3>
              <AppealedDecision decision={appeal.decision} />
            </div>
            <div className="grid content-start gap-2">
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                The creator&apos;s appeal
              </h3>
              <Quote>{appeal.message}</Quote>
              <p className="text-xs text-muted-foreground">
                Sent <Stamp value={appeal.createdAt} />
              </p>
            </div>
          </div>
          <AppealVerdict appeal={appeal} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t bg-muted/30 px-4 py-3 sm:px-5">
          <DetailsToggle
            expanded={expanded}
            controls={panelId}
            onToggle={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Hide the history' : 'Moderation history'}
          </DetailsToggle>
          {open ? <AppealActions appeal={appeal} /> : null}
        </div>
        {expanded ? (
          <div id={panelId} className="grid gap-6 border-t p-4 sm:p-5">
            <ItemHistory mediaId={media._id} />
          </div>
        ) : (
          <div id={panelId} hidden />
        )}
      </article>
    </li>
  );
}

/**
 * AppealsPage is /admin/appeals: creators' appeals of a rejection or a takedown, those waiting
 * (oldest first) or those decided; Grant restores the item, Deny keeps the decision.
 */
export function AppealsPage() {
  const { status, setStatus: setFilter, page: pageParam } = useQueueFilter('decided');
  const query = useAppeals(status, pageParam);
  const waiting = useOpenAppealCount();
  const failure = useFailureToast(
    query.error,
    MESSAGES.fetchAppealsFailed,
    MESSAGES.fetchAppealsThrew,
  );
  const { page, setPage } = useQueuePage(APPEALS_LIMIT, query.data);
  const data = query.data;

  const body = (
    <QueueList
      query={query}
      failure={failure}
      fallback={MESSAGES.fetchAppealsFailed}
      empty={
        status === 'open' ? (
          <EmptyState
            icon={<Inbox aria-hidden="true" />}
            title="No appeals waiting"
            description="When a creator asks for a second look at a rejection or a takedown, the appeal waits here."
          />
        ) : (
          <EmptyState
            icon={<MessageSquareWarning aria-hidden="true" />}
            title="No decided appeals yet"
            description="Appeals you grant or deny are kept here with your reasons."
          />
        )
      }
      label={status === 'open' ? 'Appeals waiting' : 'Decided appeals'}
      limit={APPEALS_LIMIT}
      page={page}
      onPageChange={setPage}
      noun={(total) => (total === 1 ? 'appeal' : 'appeals')}
      itemKey={(appeal) => appeal._id}
    >
      {(appeal) => <AppealCard appeal={appeal} />}
    </QueueList>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Appeals"
        description="Creators asking for a second look at a rejection or a takedown, the longest waiting first. Grant restores the item; deny keeps the decision. The creator is emailed either way."
      />
      <Segmented
        label="Show"
        value={status}
        onChange={setFilter}
        className="w-full sm:w-fit"
        options={[
          { value: 'open', label: waiting ? `Waiting (${waiting})` : 'Waiting' },
          { value: 'decided', label: 'Decided' },
        ]}
      />
      <p role="status" className="sr-only">
        {data
          ? formatQuantity(
              data.total,
              status === 'open' ? 'appeal waiting' : 'decided appeal',
              status === 'open' ? 'appeals waiting' : 'decided appeals',
            )
          : ''}
      </p>
      {body}
    </div>
  );
}
