import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminMediaPage } from '@/features/admin/types';
import { toMediaQuery, type MediaListParams } from '@/features/admin/utils/media-filters';

/**
 * getAdminMedia calls GET /api/media/media-by-admin-status: one page of every creator's media
 * with the filters applied by the server, and the platform's figures.
 */
export async function getAdminMedia(params: MediaListParams): Promise<AdminMediaPage> {
  const res = await apiRequest<AdminMediaPage>(apiPaths.media.byAdminStatus, {
    auth: 'admin',
    query: toMediaQuery(params),
  });
  const data = res.data;
  return {
    media: data?.media ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? params.page,
    limit: data?.limit ?? params.limit,
    stats: data?.stats,
  };
}

export const adminMediaQueryOptions = (params: MediaListParams) =>
  queryOptions({
    queryKey: adminKeys.mediaList(params),
    queryFn: () => getAdminMedia(params),
    placeholderData: keepPreviousData,
  });

export function useAdminMedia(params: MediaListParams) {
  return useQuery(adminMediaQueryOptions(params));
}
