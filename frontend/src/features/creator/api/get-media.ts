import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { MediaWithEpisodes } from '@/types/media';
import { processingPollInterval } from '@/components/episode-processing/processing';
import { creatorKeys } from '@/features/creator/api/keys';

/** getMedia calls GET /api/media/{id}: one item with its episodes, in position order. */
export async function getMedia(id: string): Promise<MediaWithEpisodes> {
  const res = await apiRequest<{ media: MediaWithEpisodes } | MediaWithEpisodes>(
    apiPaths.media.one(id),
  );
  // The contract words it "data {media with episodes}"; accept the item bare or wrapped.
  const media = 'media' in res.data ? res.data.media : res.data;
  const episodes = [...(media.episodes ?? [])].sort((a, b) => a.position - b.position);
  return { ...media, episodes };
}

export const mediaQueryOptions = (id: string) =>
  queryOptions({ queryKey: creatorKeys.item(id), queryFn: () => getMedia(id) });

/** useMedia is the creator's item; it polls while an episode is being processed. */
export function useMedia(id: string) {
  return useQuery({
    ...mediaQueryOptions(id),
    refetchInterval: (query) => processingPollInterval(query.state.data),
  });
}
