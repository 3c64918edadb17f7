import type { BrowseFilters } from '@/features/listen/utils/browse-params';

/** listenKeys: the listener's queries. */
export const listenKeys = {
  all: ['listen'] as const,
  browse: (filters: BrowseFilters) => [...listenKeys.all, 'browse', filters] as const,
  genres: () => [...listenKeys.all, 'genres'] as const,
  continueListening: () => [...listenKeys.all, 'continue-listening'] as const,
  media: (id: string) => [...listenKeys.all, 'media', id] as const,
};
