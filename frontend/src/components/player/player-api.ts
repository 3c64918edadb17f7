import { apiPaths } from '@/config/paths';
import { apiRequest, type ApiAuth } from '@/lib/api';
import { userPb } from '@/lib/pocketbase';
import type { MediaWithEpisodes } from '@/types/media';
import type { SaveOptions } from '@/components/player/position-saver';

/** savePosition calls PUT /api/media/episodes/{episodeId}/position: the listener's resume point. */
export async function savePosition(
  episodeId: string,
  position: number,
  { keepalive }: SaveOptions = {},
): Promise<void> {
  await apiRequest<null>(apiPaths.media.position(episodeId), {
    method: 'PUT',
    body: { position },
    keepalive,
  });
}

/** reportPlay calls POST /api/media/plays once enough of an episode was heard. */
export async function reportPlay(episodeId: string, position: number): Promise<boolean> {
  const res = await apiRequest<{ counted: boolean }>(apiPaths.media.plays, {
    method: 'POST',
    body: { episodeId, position },
  });
  return Boolean(res.data?.counted);
}

/**
 * freshStreamUrl asks GET /api/media/{id} again (with `auth`'s account) for an episode's signed
 * stream URL: the one a player holds stops working when the account's tokens are revoked (a
 * password change) or when it outlived its hours. A visitor who is not signed in (a public
 * page's listener) asks GET /api/public/media/{id}, which signs a guest's URL.
 */
export async function freshStreamUrl(
  mediaId: string,
  episodeId: string,
  auth: ApiAuth = 'user',
): Promise<string | null> {
  const guest = auth === 'user' && !userPb.authStore.isValid;
  const path = guest ? apiPaths.public.media(mediaId) : apiPaths.media.one(mediaId);
  const res = await apiRequest<{ media: MediaWithEpisodes }>(path, { auth: guest ? 'none' : auth });
  return res.data?.media?.episodes?.find((e) => e._id === episodeId)?.streamUrl ?? null;
}
