import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { AudioCategory } from '@/types/media';
import { adminKeys } from '@/features/admin/api/keys';

/** getAudioCategories calls GET /api/media/audio-categories?type= with the admin token. */
export async function getAudioCategories(type: AudioCategory['type']): Promise<AudioCategory[]> {
  const res = await apiRequest<AudioCategory[]>(apiPaths.media.audioCategories, {
    auth: 'admin',
    query: { type },
  });
  return Array.isArray(res.data) ? res.data : [];
}

export const audioCategoriesQueryOptions = (type: AudioCategory['type']) =>
  queryOptions({
    queryKey: adminKeys.categories(type),
    queryFn: () => getAudioCategories(type),
    staleTime: 10 * 60_000,
  });

export function useAudioCategories(type: AudioCategory['type'], enabled = true) {
  return useQuery({ ...audioCategoriesQueryOptions(type), enabled });
}
