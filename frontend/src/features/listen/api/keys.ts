import type { BrowseFilters } from '@/features/listen/utils/browse-params';

/** listenKeys: the listener's queries. */
export const listenKeys = {
  all: ['listen'] as const,
  browse: (filters: BrowseFilters) => [...listenKeys.all, 'browse', filters] as const,
  genres: () => [...listenKeys.all, 'genres'] as const,
  continueListening: () => [...listenKeys.all, 'continue-listening'] as const,
  media: (id: string) => [...listenKeys.all, 'media', id] as const,
  /** library: the listener's own lists (/app/library and the sidebar's Library panel). */
  library: () => [...listenKeys.all, 'library'] as const,
  liked: (limit: number) => [...listenKeys.library(), 'liked', limit] as const,
  history: (limit: number) => [...listenKeys.library(), 'history', limit] as const,
  followedCreators: () => [...listenKeys.library(), 'followed-creators'] as const,
};

/**
 * followingKeys: the query of /app's "From creators you follow". It is asked
 * again on every visit (staleTime 0), so a follow made on a creator's page shows without any
 * other part having to know this key.
 */
export const followingKeys = {
  all: ['following'] as const,
  media: () => [...followingKeys.all, 'media'] as const,
};
