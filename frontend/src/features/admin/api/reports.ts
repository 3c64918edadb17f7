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
import type { ReportAction, ReportedItem, ReportsPage } from '@/features/admin/trust-types';

/** REPORTS_LIMIT: reported items per page of the queue. */
export const REPORTS_LIMIT = 10;

/** ReportFilter: the queue's open reports, or those already resolved. */
export type ReportFilter = 'open' | 'resolved';

/** getReports calls GET /api/admin/reports: reported items, the most reported first. */
export async function getReports(
  status: ReportFilter,
  page = 1,
  limit = REPORTS_LIMIT,
): Promise<ReportsPage> {
  const { page: got, answer } = await getQueuePage<ReportedItem, Partial<ReportsPage>>(
    apiPaths.admin.reports,
    { status, page, limit },
  );
  return {
    ...got,
    data: got.data.map((item) => ({
      ...item,
      reasons: item.reasons ?? [],
      reports: item.reports ?? [],
    })),
    openReports: answer.openReports ?? 0,
  };
}

export const reportsQueryOptions = (status: ReportFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.reportList(status, page),
    queryFn: () => getReports(status, page),
  });

/** useReports is one page of the queue; the last page stays shown while the next loads. */
export function useReports(status: ReportFilter, page: number) {
  return useQuery({ ...reportsQueryOptions(status, page), placeholderData: keepPreviousData });
}

/**
 * useOpenReportCount is the number of open reports on the platform (the sidebar badge): the
 * `openReports` of the smallest page of the queue. A failure shows nothing (the badge hides).
 */
export function useOpenReportCount(): number | null {
  const query = useQuery({
    queryKey: adminKeys.openReportCount(),
    queryFn: () => getReports('open', 1, 1),
    select: (page) => page.openReports,
  });
  return query.data ?? null;
}

/** reportReasonSchema: a takedown says why (the creator and the reporters are told). */
export const takedownSchema = z.object({
  reason: z.string().trim().min(1, MESSAGES.takedownReasonRequired).max(1000),
});
/** dismissSchema: a dismissal's reason is optional. */
export const dismissSchema = z.object({ reason: z.string().trim().max(1000) });
export type ReportReasonValues = z.infer<typeof takedownSchema>;

export interface ResolveReportsInput {
  mediaId: string;
  action: ReportAction;
  reason: string;
}

/**
 * resolveReports calls PUT /api/admin/reports/{mediaId}: every open report of the item is
 * dismissed, or the item is taken down. Returns the server's message (the toast).
 */
export async function resolveReports({
  mediaId,
  action,
  reason,
}: ResolveReportsInput): Promise<{ message: string; resolved: number }> {
  const res = await apiRequest<{ resolved?: number }>(apiPaths.admin.report(mediaId), {
    method: 'PUT',
    auth: 'admin',
    body: { action, reason: reason.trim() },
  });
  return {
    message:
      res.message || (action === 'takedown' ? MESSAGES.itemTakenDown : MESSAGES.reportsDismissed),
    resolved: res.data?.resolved ?? 0,
  };
}

/**
 * useResolveReports resolves an item's reports, then reloads the queue and its badge, the
 * media lists and histories (a takedown suspends the item) and the dashboard.
 */
export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReports,
    onSettled: () =>
      reloadAll(queryClient, [adminKeys.reports(), adminKeys.media(), adminKeys.dashboard()]),
  });
}
