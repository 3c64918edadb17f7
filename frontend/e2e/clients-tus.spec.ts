// tus-js-client from Node, as a desktop uploader or a script would use it:
// an upload at /api/uploads/ is cut twice and resumed twice (once with a new
// Upload object given the upload URL, once found again in a file URL store
// by its fingerprint), then finished into a podcast with
// POST /api/media/upload-media-from-uploads (API.md "Creator media").
import * as tus from 'tus-js-client';
import {
  type Account,
  type MediaJSON,
  aGenre,
  baseURL,
  call,
  getMedia,
  sharedCreator,
} from './clients';
import { expect, test } from './fixtures';
import { png, wav } from './media-files';

const CHUNK = 256 * 1024;

/** tus-js-client's URL store on disk (its Node build exports it; its types do not). */
type UrlStorage = NonNullable<tus.UploadOptions['urlStorage']>;
const { FileUrlStorage } = tus as unknown as {
  FileUrlStorage: new (path: string) => UrlStorage;
};

/** One request tus-js-client sent: method and the offset it claimed. */
interface Sent {
  method: string;
  offset: string | undefined;
}

function options(creator: Account, filename: string, filetype: string, sent: Sent[]) {
  return {
    endpoint: `${baseURL()}/api/uploads/`,
    headers: { Authorization: `Bearer ${creator.token}` },
    metadata: { filename, filetype },
    chunkSize: CHUNK,
    retryDelays: null,
    onBeforeRequest: (req: tus.HttpRequest) => {
      sent.push({ method: req.getMethod(), offset: req.getHeader('Upload-Offset') });
    },
  } satisfies tus.UploadOptions;
}

/**
 * Runs upload until its `stopAfter`th chunk is accepted, then aborts it (the
 * client stops, as when a laptop lid closes); with no stopAfter, to the end.
 * Resolves with the bytes the server had accepted.
 */
function run(upload: tus.Upload, stopAfter?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let chunks = 0;
    upload.options.onChunkComplete = (_size, accepted) => {
      chunks++;
      if (stopAfter !== undefined && chunks === stopAfter) {
        void upload.abort().then(() => resolve(accepted));
      }
    };
    upload.options.onSuccess = () => resolve((upload.file as Buffer).length);
    upload.options.onError = reject;
    upload.start();
  });
}

/** What the server says of an upload (tus HEAD). */
async function head(url: string, creator: Account) {
  const res = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${creator.token}` },
  });
  return {
    status: res.status,
    offset: Number(res.headers.get('upload-offset')),
    length: Number(res.headers.get('upload-length')),
  };
}

function uploadId(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
}

test('tus-js-client uploads an episode, is cut twice, resumes from the server’s offset and finishes into a podcast', async ({}, testInfo) => {
  const creator = await sharedCreator();
  const audio = wav(60); // 8 kHz mono: 960 KB, four chunks
  expect(audio.length).toBeGreaterThan(3 * CHUNK);
  const urlStorage = new FileUrlStorage(testInfo.outputPath('tus-uploads.json'));

  // First attempt: the creation and one chunk, then the client stops.
  const sent1: Sent[] = [];
  const first = new tus.Upload(audio, {
    ...options(creator, 'psalm-91.wav', 'audio/wav', sent1),
    urlStorage,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
  });
  expect(await run(first, 1)).toBe(CHUNK);
  const url = first.url;
  expect(url).toMatch(new RegExp(`^${baseURL()}/api/uploads/[^/]+$`));
  expect(sent1.map((s) => s.method)).toEqual(['POST', 'PATCH']);
  expect(await head(url!, creator)).toEqual({ status: 200, offset: CHUNK, length: audio.length });

  // Second attempt: a new Upload object given the URL; it asks the server
  // where it stands (HEAD) and goes on from there. Cut again after a chunk.
  const sent2: Sent[] = [];
  const second = new tus.Upload(audio, {
    ...options(creator, 'psalm-91.wav', 'audio/wav', sent2),
    uploadUrl: url,
  });
  expect(await run(second, 1)).toBe(2 * CHUNK);
  expect(sent2).toEqual([
    { method: 'HEAD', offset: undefined },
    { method: 'PATCH', offset: String(CHUNK) },
  ]);

  // Third attempt, as after a restart: the upload is found again in the URL
  // store by the file's fingerprint, resumed and finished.
  const sent3: Sent[] = [];
  const third = new tus.Upload(audio, {
    ...options(creator, 'psalm-91.wav', 'audio/wav', sent3),
    urlStorage,
    removeFingerprintOnSuccess: true,
  });
  const previous = await third.findPreviousUploads();
  expect(previous.map((p) => p.uploadUrl)).toEqual([url]);
  third.resumeFromPreviousUpload(previous[0]);
  await run(third);
  expect(sent3[0]).toEqual({ method: 'HEAD', offset: undefined });
  expect(sent3.filter((s) => s.method === 'POST')).toEqual([]);
  expect(sent3.find((s) => s.method === 'PATCH')?.offset).toBe(String(2 * CHUNK));
  expect(await head(url!, creator)).toEqual({
    status: 200,
    offset: audio.length,
    length: audio.length,
  });
  // Forgotten once done (tus-js-client removes it after onSuccess).
  await expect.poll(() => third.findPreviousUploads()).toEqual([]);

  // The cover goes up in one piece.
  const cover = new tus.Upload(png, {
    ...options(creator, 'cover.png', 'image/png', []),
    chunkSize: Number.POSITIVE_INFINITY,
  });
  await run(cover);

  // The finished uploads become a podcast.
  const title = `Shelter of the Most High ${Date.now()}`;
  const finished = await call<{ media: MediaJSON }>('/api/media/upload-media-from-uploads', {
    method: 'POST',
    token: creator.token,
    json: {
      podcastMetadata: {
        title,
        description: 'Resumed twice.',
        genre: await aGenre(creator.token),
        type: 'podcast',
      },
      episodesMetadata: [{ title: 'Psalm 91', description: 'Read slowly.', genre: '', lyrics: '' }],
      coverUpload: uploadId(cover.url!),
      episodeUploads: [uploadId(url!)],
    },
  });
  expect(finished.status, JSON.stringify(finished.body)).toBe(201);
  expect(finished.body.message).toBe('Podcast uploaded successfully!');
  const mediaId = finished.body.data.media._id;

  // The uploads were consumed.
  expect((await head(url!, creator)).status).toBe(404);

  // The creator sees the episode, measured from the bytes that arrived.
  const mine = await getMedia(creator.token, mediaId);
  expect(mine.status).toBe(200);
  expect(mine.body.data.media.title).toBe(title);
  const episodes = mine.body.data.media.episodes ?? [];
  expect(episodes.map((e) => e.title)).toEqual(['Psalm 91']);
  expect(episodes[0].duration).toBeCloseTo(60, 0);

  // And the stored file is the one sent, byte for byte (PocketBase's file
  // API with a file token: the audio field is protected).
  const auth = { Authorization: creator.token };
  const record = (await (
    await fetch(`${baseURL()}/api/collections/episodes/records/${episodes[0]._id}`, {
      headers: auth,
    })
  ).json()) as { audio: string };
  const fileToken = (
    (await (
      await fetch(`${baseURL()}/api/files/token`, { method: 'POST', headers: auth })
    ).json()) as { token: string }
  ).token;
  const stored = await fetch(
    `${baseURL()}/api/files/episodes/${episodes[0]._id}/${encodeURIComponent(record.audio)}?token=${fileToken}`,
  );
  expect(stored.status).toBe(200);
  const bytes = Buffer.from(await stored.arrayBuffer());
  expect(bytes.length).toBe(audio.length);
  expect(bytes.equals(audio)).toBe(true);
});
