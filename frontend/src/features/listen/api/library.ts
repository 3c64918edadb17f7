import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { savePosition } from '@/components/player/player-api';
import type { Episode, Media } from '@/types/media';
import { listenKeys } from '@/features/listen/api/keys';

/** A page of one of the library's lists, with the page it answers. */
export interface LibraryPage<T> {
  data: T[];
  total: number;
  page: number;
}

/** HistoryEntry is one episode the listener played: where they stopped, and whether that is its end. */
export interface HistoryEntry {
  episode: Episode;
  media: Media;
  /** position and duration in seconds */
  position: number;
  duration: number;
  playedAt: string;
  finished: boolean;
}

/** LIBRARY_PAGE_SIZE: items of a library list per page (two rows of the desktop grid). */
export const LIBRARY_PAGE_SIZE = 8;
export const HISTORY_PAGE_SIZE = 10;

async function getPage<T>(path: string, page: number, limit: number): Promise<LibraryPage<T>> {
  const res = await apiRequest<{ data: T[]; total: number }>(path, { query: { page, limit } });
  return { data: res.data?.data ?? [], total: res.data?.total ?? 0, page };
}

/** getLiked calls GET /api/media/liked: the items the listener liked, the latest liked first. */
export const getLiked = (page = 1, limit = LIBRARY_PAGE_SIZE) =>
  getPage<Media>(apiPaths.media.liked, page, limit);

/** getHistory calls GET /api/media/history: the episodes the listener played, latest first. */
export const getHistory = (page = 1, limit = HISTORY_PAGE_SIZE) =>
  getPage<HistoryEntry>(apiPaths.media.history, page, limit);

/** nextPage is the page after `pages`, or undefined once all are loaded (or one came back empty). */
export function nextPage<T>(pages: LibraryPage<T>[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  return loaded < last.total ? last.page + 1 : undefined;
}

// Likes and plays happen on other pages: every library list is asked again on each visit.
export function useLiked(limit = LIBRARY_PAGE_SIZE) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: listenKeys.liked(limit),
      queryFn: ({ pageParam }) => getLiked(pageParam, limit),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPage(pages),
      staleTime: 0,
    }),
  );
}

export function useHistory(limit = HISTORY_PAGE_SIZE) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: listenKeys.history(limit),
      queryFn: ({ pageParam }) => getHistory(pageParam, limit),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPage(pages),
      staleTime: 0,
    }),
  );
}

/** FollowedCreator is one creator the listener follows (GET /api/users/follows). */
export interface FollowedCreator {
  _id: string;
  name: string;
  avatar: string;
  bio: string;
  followers: number;
}

/** getFollowedCreators calls GET /api/users/follows: the creators followed, latest first. */
export async function getFollowedCreators(limit = 100): Promise<LibraryPage<FollowedCreator>> {
  return getPage<FollowedCreator>(apiPaths.follows.list, 1, limit);
}

export function useFollowedCreators() {
  return useQuery({
    queryKey: listenKeys.followedCreators(),
    queryFn: () => getFollowedCreators(),
    staleTime: 0,
  });
}

/** setPlayed calls PUT (played) or DELETE (unplayed) /api/media/episodes/{id}/played. */
export async function setPlayed(episodeId: string, played: boolean): Promise<void> {
  await apiRequest<null>(apiPaths.media.played(episodeId), { method: played ? 'PUT' : 'DELETE' });
}

/** PlayedChange: mark played or unplayed, or (an Undo) put the position back where it was. */
export type PlayedChange =
  { episodeId: string; played: boolean } | { episodeId: string; position: number };

/**
 * useSetPlayed marks an episode played or unplayed (or puts its position back), then asks again
 * for the lists its position shows in (the history, continue listening).
 */
export function useSetPlayed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PlayedChange) =>
      'played' in change
        ? setPlayed(change.episodeId, change.played)
        : savePosition(change.episodeId, change.position),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listenKeys.library() }),
        queryClient.invalidateQueries({ queryKey: listenKeys.continueListening() }),
      ]),
  });
}
