/**
 * The embed's calls to the server: plain fetch with no Authorization header (an embed listens
 * as a guest; API.md "Reaching people without an account"), no PocketBase SDK.
 */
import { apiPaths } from '@/config/paths';
import type { MediaWithEpisodes } from '@/types/media';
import type { EmbedKind } from '@/embed/route';

/** Loaded is what the embed shows: the item and which of its episodes to start with. */
export interface Loaded {
  media: MediaWithEpisodes;
  /** index: the episode to select first (the asked-for one for /embed/episodes). */
  index: number;
}

/** LoadResult: the item, or why there is none to show. */
export type LoadResult =
  | { state: 'ready'; loaded: Loaded }
  /** not public (or no such item): the server answers 404 */
  | { state: 'not-found' }
  /** the request never got an answer (offline, DNS, a dropped connection) */
  | { state: 'network' }
  /** any other answer (429, 5xx, a proxy's page) */
  | { state: 'error'; status: number };

type Fetch = typeof fetch;

interface PublicAnswer {
  data?: { media?: MediaWithEpisodes; episodeId?: string };
}

/**
 * loadPublic calls GET /api/public/media/{id} or /api/public/episodes/{id} and orders the
 * episodes as the item does. An item with no playable episode is as good as not there.
 */
export async function loadPublic(
  kind: EmbedKind,
  id: string,
  doFetch: Fetch = fetch,
): Promise<LoadResult> {
  const url = kind === 'media' ? apiPaths.public.media(id) : apiPaths.public.episode(id);
  let res: Response;
  try {
    res = await doFetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' });
  } catch {
    return { state: 'network' };
  }
  if (res.status === 404) return { state: 'not-found' };
  if (!res.ok) return { state: 'error', status: res.status };
  let body: PublicAnswer;
  try {
    body = (await res.json()) as PublicAnswer;
  } catch {
    return { state: 'error', status: res.status };
  }
  const media = body.data?.media;
  if (!media || !Array.isArray(media.episodes)) return { state: 'error', status: res.status };
  const episodes = media.episodes
    .filter((e) => typeof e.streamUrl === 'string' && e.streamUrl !== '')
    .sort((a, b) => a.position - b.position);
  if (episodes.length === 0) return { state: 'not-found' };
  const wanted = kind === 'episodes' ? (body.data?.episodeId ?? id) : null;
  const index = wanted
    ? Math.max(
        0,
        episodes.findIndex((e) => e._id === wanted),
      )
    : 0;
  return { state: 'ready', loaded: { media: { ...media, episodes }, index } };
}

/** send writes a JSON body as a guest (no Authorization); `keepalive` outlives the page. */
async function send(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  keepalive = false,
  doFetch: Fetch = fetch,
) {
  const res = await doFetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
}

/** reportPlay calls POST /api/media/plays once enough of an episode was heard. */
export function reportPlay(
  episodeId: string,
  position: number,
  doFetch: Fetch = fetch,
): Promise<void> {
  return send('POST', apiPaths.media.plays, { episodeId, position }, false, doFetch);
}

/** savePosition calls PUT /api/media/episodes/{episodeId}/position: the guest's resume point. */
export function savePosition(
  episodeId: string,
  position: number,
  keepalive = false,
  doFetch: Fetch = fetch,
): Promise<void> {
  return send('PUT', apiPaths.media.position(episodeId), { position }, keepalive, doFetch);
}
