import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Episode, Media } from '@/types/media';
import { listenKeys } from '@/features/listen/api/keys';

/** ContinueItem is an episode the listener started and did not finish. */
export interface ContinueItem {
  episode: Episode;
  media: Media;
  /** position and duration in seconds */
  position: number;
  duration: number;
  updatedAt: string;
}

/** getContinueListening calls GET /api/media/continue-listening: newest first. */
export async function getContinueListening(): Promise<ContinueItem[]> {
  const res = await apiRequest<{ data: ContinueItem[] }>(apiPaths.media.continueListening);
  return res.data?.data ?? [];
}

export const continueListeningQueryOptions = () =>
  queryOptions({
    queryKey: listenKeys.continueListening(),
    queryFn: getContinueListening,
    // Positions move while the listener plays: ask again on every visit.
    staleTime: 0,
  });

export function useContinueListening() {
  return useQuery(continueListeningQueryOptions());
}
