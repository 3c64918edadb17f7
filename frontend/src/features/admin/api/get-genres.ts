import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Genre } from '@/types/media';
import { adminKeys } from '@/features/admin/api/keys';

/** getGenres calls GET /api/media/genres with the admin token (data {data: [genre]}). */
export async function getGenres(): Promise<Genre[]> {
  const res = await apiRequest<{ data: Genre[] }>(apiPaths.media.genres, { auth: 'admin' });
  return res.data?.data ?? [];
}

export const genresQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.genres(), queryFn: getGenres, staleTime: 10 * 60_000 });

/** useGenres loads the genres; `enabled` false waits (e.g. until a dialog opens). */
export function useGenres(enabled = true) {
  return useQuery({ ...genresQueryOptions(), enabled });
}
