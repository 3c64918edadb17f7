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

/** PEAKS_WAIT_MS: how long after an upload the page asks again for the waveform's peaks. */
const PEAKS_WAIT_MS = 10 * 60_000;
const PEAKS_POLL_MS = 5_000;

/**
 * peaksPending: an episode uploaded in the last minutes whose peaks the server is still
 * measuring (null; an older server sends none, and is not asked again).
 */
export function peaksPending(media: MediaWithEpisodes | undefined, now = Date.now()): boolean {
  return Boolean(
    media?.episodes.some((e) => e.peaks === null && now - Date.parse(e.createdAt) < PEAKS_WAIT_MS),
  );
}

export const listenMediaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listenKeys.media(id),
    queryFn: () => getListenMedia(id),
    refetchInterval: (query) => (peaksPending(query.state.data) ? PEAKS_POLL_MS : false),
  });

export function useListenMedia(id: string) {
  return useQuery(listenMediaQueryOptions(id));
}
