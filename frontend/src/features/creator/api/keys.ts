import type { MediaType } from '@/types/media';
import type { UserMediaParams } from '@/features/creator/utils/status-filters';

/** creatorKeys: the query keys of the caller's own media; invalidate `all` after a change. */
export const creatorKeys = {
  all: ['creator-media'] as const,
  stats: () => [...creatorKeys.all, 'stats'] as const,
  sermonFeed: () => [...creatorKeys.all, 'sermon-feed'] as const,
  lists: () => [...creatorKeys.all, 'list'] as const,
  list: (params: UserMediaParams) => [...creatorKeys.lists(), params] as const,
  items: () => [...creatorKeys.all, 'item'] as const,
  item: (id: string) => [...creatorKeys.items(), id] as const,
};

/**
 * importKeys: one feed import's progress; apart from creatorKeys.all, so refreshing the lists
 * does not ask for it again.
 */
export const importKeys = {
  one: (importId: string) => ['feed-import', importId] as const,
};

/** catalogKeys: genres and categories, which change rarely. */
export const catalogKeys = {
  genres: ['catalog', 'genres'] as const,
  categories: (type: Exclude<MediaType, 'album'>) => ['catalog', 'categories', type] as const,
};
