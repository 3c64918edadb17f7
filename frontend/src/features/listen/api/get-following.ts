import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Media } from '@/types/media';
import { followingKeys } from '@/features/listen/api/keys';

/**
 * FOLLOWING_PAGE_SIZE: cards per page of "From creators you follow": two full rows of the
 * desktop grid (four columns), four of a phone's (two).
 */
export const FOLLOWING_PAGE_SIZE = 8;

/** FollowingPage is GET /api/media/following's data, with the page it answers. */
export interface FollowingPage {
  data: Media[];
  total: number;
  page: number;
}

/** getFollowingMedia calls GET /api/media/following: active media of followed creators, newest first. */
export async function getFollowingMedia(
  page = 1,
  limit = FOLLOWING_PAGE_SIZE,
): Promise<FollowingPage> {
  const res = await apiRequest<{ data: Media[]; total: number }>(apiPaths.media.following, {
    query: { page, limit },
  });
  return { data: res.data?.data ?? [], total: res.data?.total ?? 0, page };
}

/**
 * nextFollowingPage is the page after `pages`, or undefined when every item is loaded (or the
 * last page came back empty, so a total that moved under us cannot ask forever).
 */
export function nextFollowingPage(pages: FollowingPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  return loaded < last.total ? last.page + 1 : undefined;
}

export const followingMediaQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: followingKeys.media(),
    queryFn: ({ pageParam }) => getFollowingMedia(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextFollowingPage(pages),
    // Follows are made on other pages (a creator's, an item's): ask again on every visit.
    staleTime: 0,
  });

export function useFollowingMedia() {
  return useInfiniteQuery(followingMediaQueryOptions());
}
