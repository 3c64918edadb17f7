import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { ModerationEvent } from '@/features/admin/types';

/** getMediaHistory calls GET /api/admin/media/{id}/history: the status changes, newest first. */
export async function getMediaHistory(id: string): Promise<ModerationEvent[]> {
  const res = await apiRequest<{ data: ModerationEvent[] } | ModerationEvent[]>(
    apiPaths.admin.mediaHistory(id),
    { auth: 'admin' },
  );
  const data = res.data;
  if (Array.isArray(data)) return data;
  return data?.data ?? [];
}

export const mediaHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.mediaHistory(id), queryFn: () => getMediaHistory(id) });

export function useMediaHistory(id: string | null) {
  return useQuery({ ...mediaHistoryQueryOptions(id ?? ''), enabled: Boolean(id) });
}
