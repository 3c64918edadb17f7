// The installable app and offline listening (issue 28): Chromium finds nothing missing to
// install the app, the manifest and service worker are served as what they are, the worker
// controls the page; a listener downloads a sermon's parts, and with the network cut the app
// shell reloads, a downloaded part plays from the device and seeks, and the play made offline
// is counted once when the connection returns. Screenshots of the download states and the
// install action when SELAH_SCREENS is set (into SELAH_SHOTS, default test-results/screens).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newAccount, setStatusAsAdmin, uploadMedia } from './clients';
import { expect, test } from './fixtures';
import { expectAccessible, settled } from './a11y';
import { signIn } from './flows';
import { tone } from './media-files';

// The other journeys block the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

const PRAYER = 'Opening prayer'; // 16 s: shorter than 60 s, so hearing all of it is a play
const WORD = 'The word for the night'; // 12 s

const QUEUE_KEY = 'selah.offline.reports';
const SHOTS = process.env.SELAH_SHOTS ?? 'test-results/screens';

/** shots screenshots the page at 1280 and 390 px wide, when asked (SELAH_SCREENS). */
async function shots(page: Page, name: string) {
  if (!process.env.SELAH_SCREENS) return;
  for (const [label, width, height] of [
    ['1280', 1280, 900],
    ['390', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/offline-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The player's <audio> element, read in the page. */
function audio(page: Page) {
  return page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
    return a ? { time: a.currentTime, paused: a.paused, src: a.src } : null;
  });
}

/** The reports kept on the device for later (the offline queue). */
function kept(page: Page) {
  return page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{
        kind: string;
        episodeId: string;
      }>,
    QUEUE_KEY,
  );
}

test('Chromium finds nothing missing to install the app (a browser profile of its own)', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-install-'));
  const context = await playwright.chromium.launchPersistentContext(dir, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Selah', short_name: 'Selah' });
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the landing page says the app installs, and leads to it', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ hasText: 'Install the app' });
  await expect(card).toContainText('Install Selah from your browser');
  await expect(page.getByText('Apps coming soon')).toHaveCount(0);
  if (process.env.SELAH_SCREENS) {
    for (const [label, width] of [
      ['1280', 1280],
      ['390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/offline-landing-${label}.png` });
    }
  }
  await card.getByRole('link', { name: 'Open the Selah app' }).click();
  await expect(page).toHaveURL(/\/login$/); // the app asks a visitor to sign in first
});

test('the app installs, and a downloaded part plays offline and its play counts once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const creator = await newAccount('offline-creator', 'Grace Nightingale');
  const title = `Night Watch Prayers ${Date.now()}`;
  const media = await uploadMedia(
    creator,
    title,
    [
      { title: PRAYER, audio: tone(16, 440), filename: 'prayer.wav' },
      { title: WORD, audio: tone(12, 523), filename: 'word.wav' },
    ],
    'sermon',
  );
  await setStatusAsAdmin(media._id, 'active');
  const prayerId = media.episodes?.find((e) => e.title === PRAYER)?._id ?? '';
  expect(prayerId).not.toBe('');
  const listener = await newAccount('offline-listener', 'Naomi Nightshift');

  // The manifest and the worker are served as what they are, never as the app's page.
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(await manifest.json()).toMatchObject({
    name: 'Selah',
    start_url: '/app',
    display: 'standalone',
    shortcuts: [{ url: '/app' }, { url: '/app/library' }],
  });
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // Signed in, the listener opens the sermon; the worker installed and controls the page.
  await signIn(page, listener.email, listener.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/app/media/${media._id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  // A test context is incognito, which alone Chromium says makes an app not installable
  // ("in-incognito"); everything the app owes is there.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);

  // Not downloaded yet.
  const item = page.getByRole('button', { name: 'Download', exact: true });
  await expect(item).toBeVisible();
  await expectAccessible(page, 'item page, not downloaded');
  await shots(page, 'not-downloaded');

  // One part: held on its way, so its progress shows, then let through.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/media\/episodes\/[^/]+\/stream/, async (route) => {
    await held;
    await route.continue();
  });
  const streamed = page.waitForResponse(
    (r) => r.url().includes(`/episodes/${prayerId}/stream`) && r.status() === 200,
  );
  await page.getByRole('button', { name: `Download ${PRAYER}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Downloading ${PRAYER}, \\d+%: cancel$`) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Downloading, \d+%: cancel$/ })).toBeVisible();
  await expectAccessible(page, 'item page, downloading');
  await shots(page, 'downloading');
  release();
  await streamed;
  await page.unroute(/\/api\/media\/episodes\/[^/]+\/stream/);
  await expect(
    page.getByRole('button', { name: `Downloaded: remove ${PRAYER} from this device` }),
  ).toBeVisible({ timeout: 30_000 });

  // Then the rest of the series.
  await page.getByRole('button', { name: 'Download 1 more' }).click();
  await expect(page.getByRole('button', { name: 'Downloaded', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, 'item page, downloaded');
  await shots(page, 'downloaded');

  // The library lists them, with the space they take.
  await page.goto('/app/library');
  const shelf = page.getByRole('region', { name: 'Downloads' });
  await expect(shelf.getByRole('listitem')).toHaveCount(2);
  await expect(shelf).toContainText('2 episodes on this device');
  await expectAccessible(page, 'library with downloads');
  await shots(page, 'library');
  await page.goto(`/app/media/${media._id}`);
  await expect(page.getByRole('button', { name: 'Downloaded', exact: true })).toBeVisible();

  // Offline, at twice the speed: the app shell reloads from the worker's cache.
  await page.evaluate(() =>
    localStorage.setItem('selah.player', JSON.stringify({ rate: 2, volume: 1, muted: false })),
  );
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You are offline')).toBeVisible();
  await expectAccessible(page, 'item page offline');
  await shots(page, 'offline-item');

  // The downloaded part plays from the device, and seeks back.
  await page.getByRole('button', { name: `Play ${PRAYER}`, exact: true }).click();
  await page.waitForFunction(
    () => {
      const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
      return Boolean(a && a.src.startsWith('blob:') && !a.paused && a.currentTime > 6);
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
    if (a) a.currentTime = 2;
  });
  await page.waitForFunction(
    () => {
      const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
      return Boolean(a && !a.seeking && !a.paused && a.currentTime >= 2 && a.currentTime < 6);
    },
    undefined,
    { timeout: 30_000 },
  );
  expect((await audio(page))?.src).toMatch(/^blob:/);

  // Heard to the end: the play is kept on the device, not lost.
  await page.waitForFunction(
    ({ key, id }) =>
      (
        JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ kind: string; episodeId: string }>
      ).some((r) => r.kind === 'play' && r.episodeId === id),
    { key: QUEUE_KEY, id: prayerId },
    { timeout: 60_000 },
  );
  await page.evaluate(() =>
    document.querySelector<HTMLAudioElement>('audio[data-player]')?.pause(),
  );

  // Back online: the kept play is sent once, and counted.
  const playPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/media/plays')) {
      const body = JSON.parse(r.postData() ?? '{}') as { episodeId?: string };
      if (body.episodeId === prayerId) playPosts.push(body.episodeId);
    }
  });
  const counted = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/media/plays') &&
      (JSON.parse(r.request().postData() ?? '{}') as { episodeId?: string }).episodeId === prayerId,
  );
  await context.setOffline(false);
  const answer = await counted;
  expect(answer.status()).toBe(202);
  expect(((await answer.json()) as { data: { counted: boolean } }).data.counted).toBe(true);
  await expect.poll(async () => (await kept(page)).filter((r) => r.kind === 'play').length).toBe(0);

  // A second flush (the app starting again) has nothing left to send.
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => kept(page)).toEqual([]);
  expect(playPosts).toEqual([prayerId]);

  // The settings page offers "Install Selah" when the browser does (its offer is played here:
  // headless Chromium makes none).
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install Selah' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(page.getByRole('button', { name: 'Install Selah' })).toBeVisible();
  await expectAccessible(page, 'settings with the install action');
  await shots(page, 'install');
});
