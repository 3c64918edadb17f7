import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Media } from '@/types/media';
import { listenKeys } from '@/features/listen/api/keys';
import { toBrowseQuery, type BrowseFilters } from '@/features/listen/utils/browse-params';

/** BROWSE_PAGE_SIZE: cards per "Load more". */
export const BROWSE_PAGE_SIZE = 20;

/** BrowsePage is GET /api/media/browse's data. */
export interface BrowsePage {
  data: Media[];
  total: number;
  page: number;
  limit: number;
}

/** browseMedia calls GET /api/media/browse: approved media, filtered and searched on the server. */
export async function browseMedia(
  filters: BrowseFilters,
  page = 1,
  limit = BROWSE_PAGE_SIZE,
): Promise<BrowsePage> {
  const res = await apiRequest<BrowsePage>(apiPaths.media.browse, {
    query: toBrowseQuery(filters, page, limit),
  });
  return {
    data: res.data?.data ?? [],
    total: res.data?.total ?? 0,
    page: res.data?.page ?? page,
    limit: res.data?.limit ?? limit,
  };
}

export const browseQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: listenKeys.browse(filters),
    queryFn: ({ pageParam }) => browseMedia(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.limit < last.total && last.data.length > 0 ? last.page + 1 : undefined,
  });

export function useBrowseMedia(filters: BrowseFilters) {
  // The previous results stay on screen while a new search loads.
  return useInfiniteQuery({ ...browseQueryOptions(filters), placeholderData: keepPreviousData });
}
