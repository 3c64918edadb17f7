import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { AudioCategory } from '@/types/media';
import { catalogKeys } from '@/features/creator/api/keys';

export type CategoryType = AudioCategory['type'];

/** getAudioCategories calls GET /api/media/audio-categories?type= (data: [category]). */
export async function getAudioCategories(type: CategoryType): Promise<AudioCategory[]> {
  const res = await apiRequest<AudioCategory[]>(apiPaths.media.audioCategories, {
    query: { type },
  });
  return Array.isArray(res.data) ? res.data : [];
}

export const audioCategoriesQueryOptions = (type: CategoryType) =>
  queryOptions({
    queryKey: catalogKeys.categories(type),
    queryFn: () => getAudioCategories(type),
    staleTime: 10 * 60_000,
  });

/** useAudioCategories loads the categories of a type; nothing is loaded for albums. */
export function useAudioCategories(type: CategoryType | null) {
  return useQuery({
    ...audioCategoriesQueryOptions(type ?? 'podcast'),
    enabled: type !== null,
  });
}
