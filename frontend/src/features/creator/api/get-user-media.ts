import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { UserMediaPage } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';
import { toUserMediaQuery, type UserMediaParams } from '@/features/creator/utils/status-filters';

/**
 * getUserMedia calls GET /api/media/user-media/ (empty user id: the caller's own media) with
 * paging, type, status and search, all applied on the server.
 */
export async function getUserMedia(params: UserMediaParams): Promise<UserMediaPage> {
  const res = await apiRequest<UserMediaPage>(apiPaths.media.userMedia(), {
    query: toUserMediaQuery(params),
  });
  const data = res.data;
  return {
    data: data?.data ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? params.page,
    limit: data?.limit ?? params.limit,
    stats: data?.stats,
  };
}

export const userMediaQueryOptions = (params: UserMediaParams) =>
  queryOptions({
    queryKey: creatorKeys.list(params),
    queryFn: () => getUserMedia(params),
    // Typing in the search box or paging keeps the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function useUserMedia(params: UserMediaParams) {
  return useQuery(userMediaQueryOptions(params));
}
