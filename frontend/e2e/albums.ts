import type { APIRequestContext } from '@playwright/test';
import { adminAccount, expect } from './fixtures';
import { png, tone } from './media-files';

/** AlbumTrack is one tone of an album: its title, length in seconds and pitch. */
export interface AlbumTrack {
  title: string;
  seconds: number;
  hz: number;
  description?: string;
}

/** Uploads an album of real tones as the creator, through upload-media; returns its id. */
export async function uploadAlbum(
  baseURL: string,
  email: string,
  password: string,
  album: { title: string; description: string; tracks: AlbumTrack[] },
): Promise<string> {
  const login = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { Authorization: `Bearer ${token}` };
  const genres = (await (await fetch(`${baseURL}/api/media/genres`, { headers: auth })).json()) as {
    data: { data: Array<{ _id: string }> };
  };

  const form = new FormData();
  form.append(
    'podcastMetadata',
    JSON.stringify({
      title: album.title,
      description: album.description,
      genre: genres.data.data[0]._id,
      type: 'album',
    }),
  );
  form.append('coverArt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  form.append(
    'episodesMetadata',
    JSON.stringify(
      album.tracks.map((t) => ({
        title: t.title,
        description: t.description ?? '',
        genre: '',
        lyrics: '',
      })),
    ),
  );
  album.tracks.forEach((t, i) =>
    form.append(
      'episodeAudios',
      new Blob([new Uint8Array(tone(t.seconds, t.hz))], { type: 'audio/wav' }),
      `track-${i + 1}.wav`,
    ),
  );
  const upload = await fetch(`${baseURL}/api/media/upload-media`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(upload.status).toBe(201);
  return ((await upload.json()) as { data: { media: { _id: string } } }).data.media._id;
}

/** Approves a media item as the admin, with the admin token from /api/admin/login. */
export async function approve(request: APIRequestContext, mediaId: string) {
  const admin = adminAccount();
  const login = await request.post('/api/admin/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.put('/api/media/media-status', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaId, adminStatus: 'active' },
  });
  expect(res.status()).toBe(200);
}
