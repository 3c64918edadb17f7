import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { useSignedIn } from '@/hooks/use-signed-in';
import type { MediaWithEpisodes } from '@/types/media';
import { publicKeys } from '@/features/public/api/keys';

/**
 * getPublicMedia calls GET /api/public/media/{id}: an approved item as a listener sees it,
 * episodes in order. A guest's stream URLs work without an account; a signed-in visitor's
 * carry their account (resume points, like). 404 for anything not public.
 */
export async function getPublicMedia(id: string, signedIn: boolean): Promise<MediaWithEpisodes> {
  const res = await apiRequest<{ media: MediaWithEpisodes }>(apiPaths.public.media(id), {
    auth: signedIn ? 'user' : 'none',
  });
  const media = res.data.media;
  const episodes = [...(media.episodes ?? [])].sort((a, b) => a.position - b.position);
  return { ...media, episodes };
}

export const publicMediaQueryOptions = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: publicKeys.media(id, signedIn),
    queryFn: () => getPublicMedia(id, signedIn),
  });

export function usePublicMedia(id: string) {
  return useQuery(publicMediaQueryOptions(id, useSignedIn()));
}
