import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import { MESSAGES } from '@/features/admin/api/messages';
import { getQueuePage, reloadAll } from '@/features/admin/api/queue-page';
import type { Appeal, AppealAction, AppealsPage } from '@/features/admin/trust-types';

/** APPEALS_LIMIT: appeals per page. */
export const APPEALS_LIMIT = 10;

/** AppealFilter: the appeals waiting (oldest first), or those already decided. */
export type AppealFilter = 'open' | 'decided';

/** getAppeals calls GET /api/admin/appeals. */
export async function getAppeals(
  status: AppealFilter,
  page = 1,
  limit = APPEALS_LIMIT,
): Promise<AppealsPage> {
  return (await getQueuePage<Appeal>(apiPaths.admin.appeals, { status, page, limit })).page;
}

export const appealsQueryOptions = (status: AppealFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.appealList(status, page),
    queryFn: () => getAppeals(status, page),
  });

export function useAppeals(status: AppealFilter, page: number) {
  return useQuery({ ...appealsQueryOptions(status, page), placeholderData: keepPreviousData });
}

/** useOpenAppealCount is the number of appeals waiting (the sidebar badge); null until known. */
export function useOpenAppealCount(): number | null {
  const query = useQuery({
    queryKey: adminKeys.openAppealCount(),
    queryFn: () => getAppeals('open', 1, 1),
    select: (page) => page.total,
  });
  return query.data ?? null;
}

/** grantSchema: a grant may say something to the creator. */
export const grantSchema = z.object({ reason: z.string().trim().max(1000) });
/** denySchema: a denial tells the creator why the decision stands. */
export const denySchema = z.object({
  reason: z.string().trim().min(1, MESSAGES.denyReasonRequired).max(1000),
});
export type AppealReasonValues = z.infer<typeof grantSchema>;

export interface DecideAppealInput {
  id: string;
  action: AppealAction;
  reason: string;
}

/** decideAppeal calls PUT /api/admin/appeals/{id}: grant restores the item, deny keeps the decision. */
export async function decideAppeal({
  id,
  action,
  reason,
}: DecideAppealInput): Promise<{ message: string }> {
  const res = await apiRequest<unknown>(apiPaths.admin.appeal(id), {
    method: 'PUT',
    auth: 'admin',
    body: { action, reason: reason.trim() },
  });
  return {
    message: res.message || (action === 'grant' ? MESSAGES.appealGranted : MESSAGES.appealDenied),
  };
}

/** useDecideAppeal decides an appeal, then reloads the appeals, media, histories and dashboard. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSettled: () =>
      reloadAll(queryClient, [adminKeys.appeals(), adminKeys.media(), adminKeys.dashboard()]),
  });
}
