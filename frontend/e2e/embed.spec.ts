// The embeddable player in an <iframe> on another site: a page served from a second local port
// (another origin) frames /embed/media/{id} and /embed/episodes/{id}, signed out, and plays them;
// ?t= starts there, ?theme= picks the colours; the app's own pages refuse to be framed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { call, setStatusAsAdmin, sharedCreator, uploadMedia, type MediaJSON } from './clients';
import { expect, test } from './fixtures';
import { tone } from './media-files';
import { readState } from './server';

let host: Server;
let hostOrigin: string;
let album: MediaJSON;
let podcast: MediaJSON;

/**
 * The host site: GET /?src=<embed URL>&theme= answers a page that frames it, as a church's
 * website would paste the embed code.
 */
function startHost(): Promise<void> {
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const src = url.searchParams.get('src') ?? '';
    const height = url.searchParams.get('height') ?? '400';
    const attr = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Grace Fellowship</title></head>
<body><h1>Sunday's sermon</h1>
<iframe src="${attr(src)}" title="Selah player" width="600" height="${attr(height)}" style="border:0" allow="autoplay"></iframe>
</body></html>`);
  });
  return new Promise((ok) =>
    host.listen(0, '127.0.0.1', () => {
      hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      ok();
    }),
  );
}

/** Opens the host page framing `embedPath` (on the Selah server) and returns the frame. */
async function framed(page: Page, embedPath: string, height = 400): Promise<Frame> {
  const src = `${readState().baseURL}${embedPath}`;
  await page.goto(`${hostOrigin}/?src=${encodeURIComponent(src)}&height=${height}`);
  const frame = page.frame({ url: (u) => u.pathname.startsWith('/embed/') });
  expect(frame, 'the embed frame loaded').toBeTruthy();
  await frame!.locator('main.player').waitFor();
  return frame!;
}

/** The embed's <audio> element's state, read inside the frame. */
function audioState(frame: Frame) {
  return frame.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player="embed"]');
    return a ? { time: a.currentTime, paused: a.paused, src: a.src } : null;
  });
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await startHost();
  const creator = await sharedCreator();
  const stamp = Date.now();
  album = await uploadMedia(
    creator,
    `Embedded Psalms ${stamp}`,
    [
      { title: 'Psalm of Ascent', audio: tone(20, 440), filename: 'ascent.wav' },
      // 4 s: shorter than 30 s, so hearing all of it counts as a play.
      { title: 'Evening Psalm', audio: tone(4, 523), filename: 'evening.wav' },
    ],
    'album',
  );
  podcast = await uploadMedia(
    creator,
    `Embedded Sermons Podcast ${stamp}`,
    [{ title: 'On Patience', audio: tone(20, 392), filename: 'patience.wav' }],
    'podcast',
  );
  await setStatusAsAdmin(album._id, 'active');
  await setStatusAsAdmin(podcast._id, 'active');
});

test.afterAll(async () => {
  await new Promise((ok) => host?.close(ok));
});

test('a page on another origin embeds an album and plays it signed out', async ({ page }) => {
  const frame = await framed(page, `/embed/media/${album._id}`);
  await expect(frame.getByRole('heading', { level: 1, name: album.title })).toBeVisible();
  const tracks = frame.getByRole('region', { name: 'Tracks' });
  await expect(tracks.getByRole('button')).toHaveCount(2);
  await expect(
    tracks.getByRole('button', { name: 'Play track 1: Psalm of Ascent 0:20' }),
  ).toHaveAttribute('aria-current', 'true');
  const back = frame.getByRole('link', { name: /Listen on Selah/ });
  await expect(back).toHaveAttribute('href', `/m/${album._id}`);
  await expect(back).toHaveAttribute('target', '_blank');
  await expect(back).toHaveAttribute('rel', 'noopener');

  // Play: the audio advances (a guest stream URL, no account).
  const saved = page.waitForRequest(
    (r) => r.method() === 'PUT' && /\/api\/media\/episodes\/[^/]+\/position$/.test(r.url()),
  );
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(async () => (await audioState(frame))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(1.5);
  expect((await audioState(frame))?.paused).toBe(false);
  await expect(frame.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // Pause saves the guest's position, with no Authorization header, and the server takes it.
  await frame.getByRole('button', { name: 'Pause', exact: true }).click();
  const request = await saved;
  expect(request.headers().authorization).toBeUndefined();
  expect((await request.response())?.ok()).toBe(true);
  expect((await audioState(frame))?.paused).toBe(true);

  // The second track from the list, heard to its end: the guest's play counts.
  const played = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/media/plays'),
    { timeout: 20_000 },
  );
  await tracks.getByRole('button', { name: /Evening Psalm/ }).click();
  await expect
    .poll(async () => {
      const a = await audioState(frame);
      return Boolean(a && a.time > 0.5 && a.src.includes(album.episodes![1]._id));
    })
    .toBe(true);
  const play = await played;
  expect(play.request().headers().authorization).toBeUndefined();
  expect(JSON.parse(play.request().postData() ?? '{}')).toMatchObject({
    episodeId: album.episodes![1]._id,
  });
  expect(play.status()).toBe(202);
  // Counted: the episode's plays, as anyone sees them.
  await expect
    .poll(async () => {
      const res = await call<{ media: { episodes: Array<{ _id: string; plays: number }> } }>(
        `/api/public/media/${album._id}`,
      );
      return res.body.data.media.episodes.find((e) => e._id === album.episodes![1]._id)?.plays;
    })
    .toBe(1);
  // The last track ended: the player stops there.
  await expect(frame.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('an episode embed with ?t=5 starts at 5 s, and the keyboard moves it', async ({ page }) => {
  const episode = podcast.episodes![0];
  const frame = await framed(page, `/embed/episodes/${episode._id}?t=5`, 180);
  const seek = frame.getByRole('slider', { name: 'Seek in On Patience' });
  await expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:20');
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(async () => (await audioState(frame))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(5.2);
  expect((await audioState(frame))?.time).toBeLessThan(12);
  // One episode: no track list, the single-row player.
  await expect(frame.getByRole('region')).toHaveCount(0);

  // The arrow keys on the slider move 5 s.
  await frame.getByRole('button', { name: 'Pause', exact: true }).click();
  const before = (await audioState(frame))!.time;
  await seek.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audioState(frame))?.time).toBeCloseTo(before + 5, 0);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await audioState(frame))?.time).toBe(0);
  await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:20');
});

test.describe('themes', () => {
  const background = (frame: Frame) =>
    frame.evaluate(() => getComputedStyle(document.querySelector('main')!).backgroundColor);

  test('?theme=dark and ?theme=light win over the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    let frame = await framed(page, `/embed/media/${album._id}?theme=dark`);
    expect(await background(frame)).toBe('rgb(28, 25, 23)');
    await page.emulateMedia({ colorScheme: 'dark' });
    frame = await framed(page, `/embed/media/${album._id}?theme=light`);
    expect(await background(frame)).toBe('rgb(255, 255, 255)');
  });

  test('without ?theme= it follows the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    let frame = await framed(page, `/embed/media/${album._id}`);
    expect(await background(frame)).toBe('rgb(28, 25, 23)');
    await page.emulateMedia({ colorScheme: 'light' });
    frame = await framed(page, `/embed/media/${album._id}`);
    expect(await background(frame)).toBe('rgb(255, 255, 255)');
  });
});

test('what is not public is not available in the embed', async ({ page }) => {
  const creator = await sharedCreator();
  const pending = await uploadMedia(
    creator,
    `Not Yet Approved ${Date.now()}`,
    undefined,
    'podcast',
  );
  // The server answers the embed's page with a 404 (still framable), and the embed says why.
  const res = await page.goto(`/embed/media/${pending._id}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This audio is not available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
});

test('only the embed may be framed: the app refuses', async ({ page, request }) => {
  const embed = await request.get(`/embed/media/${album._id}`);
  expect(embed.status()).toBe(200);
  expect(embed.headers()['content-security-policy']).toMatch(/frame-ancestors \*/);
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  for (const path of ['/', '/app']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
  }

  // In the browser: Chromium refuses to show /app in the host's frame (its error page instead).
  const src = `${readState().baseURL}/app`;
  await page.goto(`${hostOrigin}/?src=${encodeURIComponent(src)}`);
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
});
