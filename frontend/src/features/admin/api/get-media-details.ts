import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { processingPollInterval } from '@/components/episode-processing/processing';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminMediaWithEpisodes } from '@/features/admin/types';

/** getMediaDetails calls GET /api/media/{id} with the admin token: the item and its episodes. */
export async function getMediaDetails(id: string): Promise<AdminMediaWithEpisodes> {
  const res = await apiRequest<{ media: AdminMediaWithEpisodes } | AdminMediaWithEpisodes>(
    apiPaths.media.one(id),
    { auth: 'admin' },
  );
  const media = 'media' in res.data ? res.data.media : res.data;
  const episodes = [...(media.episodes ?? [])].sort((a, b) => a.position - b.position);
  return { ...media, episodes };
}

export const mediaDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.mediaItem(id), queryFn: () => getMediaDetails(id) });

/** useMediaDetails is the item the dialog shows; it polls while an episode is being processed. */
export function useMediaDetails(id: string | null) {
  return useQuery({
    ...mediaDetailsQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => processingPollInterval(query.state.data),
  });
}
