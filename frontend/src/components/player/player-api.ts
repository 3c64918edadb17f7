import { apiPaths } from '@/config/paths';
import { apiRequest, type ApiAuth } from '@/lib/api';
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
 * password change) or when it outlived its hours.
 */
export async function freshStreamUrl(
  mediaId: string,
  episodeId: string,
  auth: ApiAuth = 'user',
): Promise<string | null> {
  const res = await apiRequest<{ media: MediaWithEpisodes }>(apiPaths.media.one(mediaId), { auth });
  return res.data?.media?.episodes?.find((e) => e._id === episodeId)?.streamUrl ?? null;
}
