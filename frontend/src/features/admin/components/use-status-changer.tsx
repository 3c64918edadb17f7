import * as React from 'react';
import { toast } from 'sonner';
import { useChangeMediaStatus } from '@/features/admin/api/change-media-status';
import { failureMessage, MESSAGES } from '@/features/admin/api/messages';
import { StatusReasonDialog } from '@/features/admin/components/status-reason-dialog';
import { needsReason } from '@/features/admin/utils/media-status';

/** StatusTarget is what a status change needs to know of an item. */
export interface StatusTarget {
  _id: string;
  title: string;
  adminStatus: string;
}

/**
 * useStatusChanger changes review statuses: approving or reopening applies at once, rejecting
 * or suspending first asks for a reason in a small dialog (render `dialog`). Each change toasts
 * the server's 'Status changed to {status}' or SPEC §8's failure.
 */
export function useStatusChanger() {
  const mutation = useChangeMediaStatus();
  const [asking, setAsking] = React.useState<{ item: StatusTarget; status: string } | null>(null);

  const apply = React.useCallback(
    async (item: StatusTarget, status: string, reason?: string) => {
      try {
        const result = await mutation.mutateAsync({
          mediaId: item._id,
          adminStatus: status,
          reason,
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
      if (needsReason(status)) setAsking({ item, status });
      else void apply(item, status);
    },
    [apply],
  );

  const dialog = (
    <StatusReasonDialog
      target={asking ? { title: asking.item.title, status: asking.status } : null}
      busy={mutation.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={async (reason) => {
        if (!asking) return;
        if (await apply(asking.item, asking.status, reason)) setAsking(null);
      }}
    />
  );

  return { request, dialog, busy: mutation.isPending };
}
