import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { MediaStats } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';

/** getMediaStats calls GET /api/media/media-stats: counts and plays of the caller's content. */
export async function getMediaStats(): Promise<MediaStats> {
  const res = await apiRequest<MediaStats>(apiPaths.media.stats);
  return res.data;
}

export const mediaStatsQueryOptions = () =>
  queryOptions({ queryKey: creatorKeys.stats(), queryFn: getMediaStats });

export function useMediaStats() {
  return useQuery(mediaStatsQueryOptions());
}
