import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { MediaWithEpisodes } from '@/types/media';
import { listenKeys } from '@/features/listen/api/keys';

/**
 * getListenMedia calls GET /api/media/{id}: the item with its approved episodes (each with a
 * signed streamUrl and the listener's resumeAt) and whether the listener likes it.
 */
export async function getListenMedia(id: string): Promise<MediaWithEpisodes> {
  const res = await apiRequest<{ media: MediaWithEpisodes }>(apiPaths.media.one(id));
  const media = res.data.media;
  const episodes = [...(media.episodes ?? [])].sort((a, b) => a.position - b.position);
  return { ...media, episodes };
}

export const listenMediaQueryOptions = (id: string) =>
  queryOptions({ queryKey: listenKeys.media(id), queryFn: () => getListenMedia(id) });

export function useListenMedia(id: string) {
  return useQuery(listenMediaQueryOptions(id));
}
