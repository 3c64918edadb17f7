import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';

/** getMediaStatuses calls GET /api/media/media-statuses: every review status, in order. */
export async function getMediaStatuses(): Promise<string[]> {
  const res = await apiRequest<string[]>(apiPaths.media.statuses, { auth: 'admin' });
  return Array.isArray(res.data) ? res.data : [];
}

export const mediaStatusesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.statuses(),
    queryFn: getMediaStatuses,
    staleTime: 60 * 60_000,
  });

export function useMediaStatuses() {
  return useQuery(mediaStatusesQueryOptions());
}
