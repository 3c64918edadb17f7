import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { ModerationEvent } from '@/features/admin/types';
import type { Appeal } from '@/features/admin/trust-types';

/** MediaHistory is an item's moderation history and its creator's appeals, newest first. */
export interface MediaHistory {
  events: ModerationEvent[];
  appeals: Appeal[];
}

/**
 * getMediaHistory calls GET /api/admin/media/{id}/history: the recorded decisions (status
 * changes, takedowns, dismissals, appeal and revision verdicts) and the item's appeals.
 */
export async function getMediaHistory(id: string): Promise<MediaHistory> {
  const res = await apiRequest<
    { data?: ModerationEvent[]; appeals?: Appeal[] } | ModerationEvent[]
  >(apiPaths.admin.mediaHistory(id), { auth: 'admin' });
  const data = res.data;
  if (Array.isArray(data)) return { events: data, appeals: [] };
  return { events: data?.data ?? [], appeals: data?.appeals ?? [] };
}

export const mediaHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.mediaHistory(id), queryFn: () => getMediaHistory(id) });

export function useMediaHistory(id: string | null) {
  return useQuery({ ...mediaHistoryQueryOptions(id ?? ''), enabled: Boolean(id) });
}
