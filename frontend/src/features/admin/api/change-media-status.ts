import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import { MESSAGES } from '@/features/admin/api/messages';
import type { AdminMedia } from '@/features/admin/types';

/** reasonSchema: the reason asked for when rejecting or suspending (sent to the creator). */
export const reasonSchema = z.object({
  reason: z.string().trim().min(1, MESSAGES.reasonRequired).max(1000),
});
export type ReasonValues = z.infer<typeof reasonSchema>;

export interface ChangeMediaStatusInput {
  mediaId: string;
  adminStatus: string;
  reason?: string;
  /**
   * revision: the decision is on the item's pending revision (`active` approves it, `rejected`
   * rejects it, the item stays live); not sent, the server knows. It words the toast when the
   * server gives none.
   */
  revision?: boolean;
}

/** changeMediaStatus calls PUT /api/media/media-status; the server's message is the toast. */
export async function changeMediaStatus({
  mediaId,
  adminStatus,
  reason,
  revision,
}: ChangeMediaStatusInput): Promise<{ message: string; media?: AdminMedia }> {
  const body: Record<string, string> = { mediaId, adminStatus };
  if (reason?.trim()) body.reason = reason.trim();
  const res = await apiRequest<{ media?: AdminMedia }>(apiPaths.media.changeStatus, {
    method: 'PUT',
    auth: 'admin',
    body,
  });
  const fallback = revision
    ? adminStatus === 'active'
      ? MESSAGES.changesApproved
      : MESSAGES.changesRejected
    : MESSAGES.statusChanged(adminStatus);
  return { message: res.message || fallback, media: res.data?.media };
}

/** useChangeMediaStatus changes a status, then reloads every media list, item, history and the dashboard. */
export function useChangeMediaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMediaStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.media() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
      ]),
  });
}
