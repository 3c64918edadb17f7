// tus-js-client and Uppy's tus plugin in Chromium, on a page of another
// origin than the API (a church's own site with an upload form): each
// upload crosses origins, so the browser enforces CORS on every answer. The
// creation's Location and the offsets (Upload-Offset) are readable by the
// page's script only if the answer exposes them (Access-Control-Expose-
// Headers); without that tus-js-client fails after the creation ("Refused to
// get unsafe header"). The uploads must complete (HEAD: Upload-Offset ==
// Upload-Length) and finish into a podcast with
// POST /api/media/upload-media-from-uploads.
import type * as TusClient from 'tus-js-client';
import type UppyCore from '@uppy/core';
import type UppyTusPlugin from '@uppy/tus';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rolldown } from 'rolldown';
import { type Account, aGenre, baseURL, call, getMedia, sharedCreator } from './clients';
import { expect, test } from './fixtures';
import { png, wav } from './media-files';

const CHUNK = 128 * 1024;

/** What the site's script puts on window: the clients as a page loads them. */
interface Clients {
  tus: typeof TusClient;
  Uppy: typeof UppyCore;
  UppyTus: typeof UppyTusPlugin;
}

/**
 * The browser builds of the pinned clients (package.json), bundled into one
 * script in memory: tus-js-client's "browser" entry, @uppy/core and
 * @uppy/tus (which runs on the same tus-js-client).
 */
async function bundleClients(): Promise<string> {
  const entry = [
    "import * as tus from 'tus-js-client';",
    "import Uppy from '@uppy/core';",
    "import UppyTus from '@uppy/tus';",
    'Object.assign(window, { tus, Uppy, UppyTus });',
  ].join('\n');
  const bundle = await rolldown({
    input: 'cross-origin-entry',
    cwd: process.cwd(),
    platform: 'browser',
    logLevel: 'warn',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      {
        name: 'cross-origin-entry',
        resolveId: (id) => (id === 'cross-origin-entry' ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? entry : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  return output[0].code;
}

/** The other site: a static server on its own free port (another origin). */
async function serveSite(files: Record<string, { type: string; body: string | Buffer }>) {
  const server: Server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** What the server holds of an upload (tus HEAD, from Node). */
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

test('tus-js-client and Uppy upload from a page on another origin, and the uploads finish into a podcast', async ({
  page,
}) => {
  const creator = await sharedCreator();
  const first = wav(20); // 320 KB: three chunks
  const second = wav(12);
  const site = await serveSite({
    '/': {
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Grace Chapel: upload</title><script src="/clients.js"></script><h1>Upload</h1></html>',
    },
    '/clients.js': { type: 'text/javascript', body: await bundleClients() },
    '/psalm-1.wav': { type: 'audio/wav', body: first },
    '/psalm-2.wav': { type: 'audio/wav', body: second },
    '/cover.png': { type: 'image/png', body: png },
  });
  try {
    const api = new URL(baseURL()).origin;
    expect(site.origin).not.toBe(api);
    // Every request to the API carries the site's Origin: it is cross-origin.
    // (The Origin header is the network stack's: allHeaders() has it.)
    const origins: Promise<string>[] = [];
    const methods: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(`${api}/api/uploads`)) return;
      origins.push(req.allHeaders().then((h) => h['origin'] ?? '(none)'));
      methods.push(req.method());
    });
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => 'UppyTus' in window);

    const endpoint = `${api}/api/uploads/`;
    const auth = `Bearer ${creator.token}`;

    // tus-js-client: the episode in three chunks.
    const tusURL = await page.evaluate(
      async ({ endpoint, auth, chunkSize }) => {
        const { tus } = window as unknown as Clients;
        const file = await (await fetch('/psalm-1.wav')).blob();
        return new Promise<string>((resolve, reject) => {
          const upload = new tus.Upload(file, {
            endpoint,
            headers: { Authorization: auth },
            metadata: { filename: 'psalm-1.wav', filetype: 'audio/wav' },
            chunkSize,
            retryDelays: null,
            onSuccess: () => resolve(upload.url ?? ''),
            onError: (err) => reject(new Error(`tus-js-client: ${String(err)}`)),
          });
          upload.start();
        });
      },
      { endpoint, auth, chunkSize: CHUNK },
    );
    expect(tusURL).toMatch(new RegExp(`^${api}/api/uploads/[^/]+$`));
    expect(methods).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);

    // Uppy's tus plugin: the second episode and the cover, in one upload.
    const uppy = await page.evaluate(
      async ({ endpoint, auth, chunkSize }) => {
        const { Uppy, UppyTus } = window as unknown as Clients;
        const uppy = new Uppy({ autoProceed: false }).use(UppyTus, {
          endpoint,
          headers: { Authorization: auth },
          chunkSize,
          retryDelays: [],
        });
        for (const [name, type] of [
          ['psalm-2.wav', 'audio/wav'],
          ['cover.png', 'image/png'],
        ]) {
          uppy.addFile({ name, type, data: await (await fetch(`/${name}`)).blob() });
        }
        const result = await uppy.upload();
        return {
          successful: (result?.successful ?? []).map((f) => [f.name, f.uploadURL ?? '']),
          failed: (result?.failed ?? []).map((f) => `${f.name}: ${String(f.error)}`),
        };
      },
      { endpoint, auth, chunkSize: CHUNK },
    );
    expect(uppy.failed).toEqual([]);
    const uppyURLs = Object.fromEntries(uppy.successful) as Record<string, string>;
    expect(Object.keys(uppyURLs).sort()).toEqual(['cover.png', 'psalm-2.wav']);
    expect([...new Set(await Promise.all(origins))]).toEqual([site.origin]);

    // The server holds every byte of each.
    for (const [url, size] of [
      [tusURL, first.length],
      [uppyURLs['psalm-2.wav'], second.length],
      [uppyURLs['cover.png'], png.length],
    ] as const) {
      expect(await head(url, creator)).toEqual({ status: 200, offset: size, length: size });
    }

    // And they become a podcast, measured from the bytes that arrived.
    const title = `Songs of Ascent ${Date.now()}`;
    const finished = await call<{ media: { _id: string } }>(
      '/api/media/upload-media-from-uploads',
      {
        method: 'POST',
        token: creator.token,
        json: {
          podcastMetadata: {
            title,
            description: 'Sent from the chapel’s own site.',
            genre: await aGenre(creator.token),
            type: 'podcast',
          },
          episodesMetadata: [
            { title: 'Psalm 121', description: '', genre: '', lyrics: '' },
            { title: 'Psalm 122', description: '', genre: '', lyrics: '' },
          ],
          coverUpload: uploadId(uppyURLs['cover.png']),
          episodeUploads: [uploadId(tusURL), uploadId(uppyURLs['psalm-2.wav'])],
        },
      },
    );
    expect(finished.status, JSON.stringify(finished.body)).toBe(201);
    const mine = await getMedia(creator.token, finished.body.data.media._id);
    expect(mine.status).toBe(200);
    const episodes = mine.body.data.media.episodes ?? [];
    expect(episodes.map((e) => [e.title, Math.round(e.duration)])).toEqual([
      ['Psalm 121', 20],
      ['Psalm 122', 12],
    ]);
  } finally {
    await site.close();
  }
});
