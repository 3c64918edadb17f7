import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Genre } from '@/types/media';
import { listenKeys } from '@/features/listen/api/keys';

/** getGenres calls GET /api/media/genres (data {data: [genre]}). */
export async function getGenres(): Promise<Genre[]> {
  const res = await apiRequest<{ data: Genre[] }>(apiPaths.media.genres);
  return res.data?.data ?? [];
}

export const genresQueryOptions = () =>
  queryOptions({ queryKey: listenKeys.genres(), queryFn: getGenres, staleTime: 10 * 60_000 });

export function useGenres() {
  return useQuery(genresQueryOptions());
}
