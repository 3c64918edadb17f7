import * as React from 'react';
import { toast } from 'sonner';
import { useChangeMediaStatus } from '@/features/admin/api/change-media-status';
import { failureMessage, MESSAGES } from '@/features/admin/api/messages';
import { StatusReasonDialog } from '@/features/admin/components/status-reason-dialog';
import { needsReason } from '@/features/admin/utils/media-status';
import type { MediaRevision } from '@/types/media';

/** StatusTarget is what a status change needs to know of an item. */
export interface StatusTarget {
  _id: string;
  title: string;
  adminStatus: string;
  /** revision: the item's edit waiting for review, if any. */
  revision?: MediaRevision | null;
}

/** RevisionDecision: what an admin does with an item's pending revision. */
export type RevisionDecision = 'approve' | 'reject';

interface Asking {
  item: StatusTarget;
  status: string;
  revision: boolean;
}

/**
 * useStatusChanger changes review statuses: approving or reopening applies at once, rejecting
 * or suspending first asks for a reason in a small dialog (render `dialog`). Each change toasts
 * the server's 'Status changed to {status}' or SPEC §8's failure. `decideRevision` approves or
 * rejects an item's pending revision through the same call (`active` or `rejected`, the item
 * stays live); rejecting asks for a reason too, and so does Rejected chosen for an item with a
 * revision, which is what the server then rejects.
 */
export function useStatusChanger() {
  const mutation = useChangeMediaStatus();
  const [asking, setAsking] = React.useState<Asking | null>(null);

  const apply = React.useCallback(
    async (item: StatusTarget, status: string, reason?: string, revision = false) => {
      try {
        const result = await mutation.mutateAsync({
          mediaId: item._id,
          adminStatus: status,
          reason,
          revision,
        });
        toast.success(result.message);
        return true;
      } catch (error) {
        toast.error(failureMessage(error, MESSAGES.changeStatusFailed, MESSAGES.changeStatusThrew));
        return false;
      }
    },
    [mutation],
  );

  const request = React.useCallback(
    (item: StatusTarget, status: string) => {
      if (status === item.adminStatus) return;
      const revision = Boolean(item.revision) && status === 'rejected';
      if (needsReason(status)) setAsking({ item, status, revision });
      else void apply(item, status);
    },
    [apply],
  );

  const decideRevision = React.useCallback(
    (item: StatusTarget, decision: RevisionDecision) => {
      if (decision === 'reject') setAsking({ item, status: 'rejected', revision: true });
      else void apply(item, 'active', undefined, true);
    },
    [apply],
  );

  const dialog = (
    <StatusReasonDialog
      target={
        asking
          ? { title: asking.item.title, status: asking.status, revision: asking.revision }
          : null
      }
      busy={mutation.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={async (reason) => {
        if (!asking) return;
        if (await apply(asking.item, asking.status, reason, asking.revision)) setAsking(null);
      }}
    />
  );

  return { request, decideRevision, dialog, busy: mutation.isPending };
}
