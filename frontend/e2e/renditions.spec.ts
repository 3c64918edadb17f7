// Renditions as the creator and the admin see them (API.md, "Audio as listeners receive it"):
// a creator uploads a WAV, watches it being processed, sees "Ready" with the loudness the
// server measured, and downloads the original; an admin sees whether ffmpeg is there. Then
// the screens of each state, checked by axe (and photographed when SELAH_SCREENS is set).
//
// These journeys run on a server of their own, whose ffmpeg (SELAH_FFMPEG) is the real one
// made to encode at the speed of playback: a short file would otherwise be ready before the
// page could show its progress. The shared server's state is put back afterwards.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expectAccessible } from './a11y';
import { newAccount, signUpThroughAPI } from './clients';
import { expect, test, uniqueEmail } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { png, tone } from './media-files';
import { startServer, type ServerState } from './server';

const STATE_KEY = 'SELAH_E2E_STATE';
let shared: string | undefined;
let own: ServerState | undefined;
let wrapperDir = '';

/**
 * slowFfmpeg writes an ffmpeg that runs the real one, reading its input at real speed (-re)
 * in the encoding pass (the run that writes the MP3), so processing an 8 s file takes about
 * 8 s and reports its progress on the way. Every other run (version, measurement) is as is.
 */
function slowFfmpeg(): string {
  const real = spawnSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  if (!real) throw new Error('ffmpeg is not installed (make run installs it)');
  wrapperDir = mkdtempSync(join(tmpdir(), 'selah-e2e-ffmpeg-'));
  const path = join(wrapperDir, 'ffmpeg');
  const quoted = `'${real.replace(/'/g, `'\\''`)}'`;
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      'for arg in "$@"; do',
      `  if [ "$arg" = mp3 ]; then exec ${quoted} -re "$@"; fi`,
      'done',
      `exec ${quoted} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o755);
  return path;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  shared = process.env[STATE_KEY];
  process.env.SELAH_FFMPEG = slowFfmpeg();
  try {
    own = await startServer(); // it becomes the state every helper reads
  } finally {
    delete process.env.SELAH_FFMPEG;
  }
});

test.afterAll(async () => {
  if (own) {
    const pid = own.pid;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      try {
        process.kill(pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        break;
      }
    }
    rmSync(own.dataDir, { recursive: true, force: true });
  }
  if (wrapperDir) rmSync(wrapperDir, { recursive: true, force: true });
  if (shared === undefined) delete process.env[STATE_KEY];
  else process.env[STATE_KEY] = shared;
});

/** level reads "−16.0" (a true minus) as a number. */
const level = (text: string) => Number(text.replace('\u2212', '-'));

async function shoot(page: Page, name: string) {
  if (!process.env.SELAH_SCREENS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0)); // sticky bars where they belong
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('a creator uploads a WAV, sees it processed with its loudness and downloads the original', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('renditions');
  await signUpThroughAPI('Pastor Ruth Mensah', email, 'renditions-psalm-96');
  await signIn(page, email, 'renditions-psalm-96');
  await expect(page).toHaveURL(/\/app$/);

  const audio = tone(8);
  await page.goto('/user/sermons');
  await page.locator('#upload-sermon-title').fill('Sing a New Song');
  await page.locator('#upload-sermon-genre').selectOption({ index: 1 });
  await page.locator('#upload-sermon-description').fill('Psalm 96, recorded on Sunday.');
  await page
    .locator('#upload-sermon-cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await page.locator('#upload-sermon-preacher').fill('Pastor Ruth Mensah');
  await page.locator('#upload-sermon-episode-0-title').fill('Part 1');
  await page
    .locator('#upload-sermon-episode-0-audio')
    .setInputFiles({ name: 'sunday-service.wav', mimeType: 'audio/wav', buffer: audio });
  await page
    .getByRole('form', { name: 'Upload a new sermon' })
    .getByRole('button', { name: 'Upload Sermon' })
    .click();
  await expect(page.getByText('Sermon uploaded successfully!')).toBeVisible();
  await page.getByRole('link', { name: /Sing a New Song/ }).click();
  await expect(page.getByRole('heading', { name: 'Sing a New Song' })).toBeVisible();

  // The page follows the processing on its own: the percent, then "Ready" with the loudness.
  const part = page.getByRole('listitem').filter({ hasText: 'Part 1' });
  await expect(part.getByText(/^Processing… \d+%$/)).toBeVisible({ timeout: 30_000 });
  await expect(part.getByRole('progressbar', { name: 'Processing Part 1' })).toBeVisible();
  await expect(part.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(part.getByRole('progressbar')).toHaveCount(0);

  const loudness = await part.getByText(/^Loudness: /).textContent();
  const lufs = /^Loudness: (\S+) → (\S+) LUFS$/.exec(loudness ?? '');
  expect(lufs, loudness ?? '').not.toBeNull();
  // Speech is normalised to -16 LUFS (within 1 LU), from what the tone measured.
  expect(Math.abs(level(lufs![2]) + 16)).toBeLessThanOrEqual(1);
  expect(level(lufs![1])).toBeGreaterThan(level(lufs![2]));
  const peak = await part.getByText(/^True peak: /).textContent();
  const dbtp = /^True peak: (\S+) → (\S+) dBTP$/.exec(peak ?? '');
  expect(dbtp, peak ?? '').not.toBeNull();
  expect(level(dbtp![2])).toBeLessThanOrEqual(-1);
  await expect(part).toContainText('0:08');

  // The original, as uploaded, byte for byte.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    part.getByRole('button', { name: 'Download original of Part 1' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.wav$/);
  expect(statSync(await download.path()).size).toBe(audio.length);
  await expect(page.getByRole('heading', { name: 'Sing a New Song' })).toBeVisible();

  // A stream that fails (as a bucket's expired signed URL does) is loaded again and plays.
  let refused = 0;
  const isStream = (url: URL) => /^\/api\/media\/episodes\/[^/]+\/stream$/.test(url.pathname);
  await page.route(isStream, async (route: Route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 403, body: 'Request has expired' });
      return;
    }
    await route.continue();
  });
  await part.getByRole('button', { name: 'Play Part 1' }).click();
  await expect(part.getByRole('button', { name: 'Pause Part 1' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0))
    .toBeGreaterThan(0.5);
  expect(refused).toBe(1);
  await expect(page.getByText('Could not play this audio. Please try again.')).toHaveCount(0);
});

test('an admin sees that uploads get a normalised rendition', async ({ page }) => {
  await adminSignIn(page);
  await page.goto('/admin/settings');
  const card = page.locator('[data-slot="card"]').filter({ hasText: 'Audio processing' });
  await expect(card).toContainText(
    /ffmpeg \d[\w.+~-]*: uploads get a normalised streaming rendition/,
  );
});

// The screens of each state, whatever this server's files are doing: the answers are made
// here (page.route), the pages are real.

const LOUDNESS = { input: -30.2, output: -16, inputTruePeak: -4.3, outputTruePeak: -1.2 };

/** An item of the signed-in creator with an episode in each state of processing. */
function itemInEveryState(id: string, artist: { _id: string; name: string }) {
  const episode = (position: number, title: string, over: Record<string, unknown>) => ({
    _id: `${id}e${position}`,
    mediaId: id,
    position,
    title,
    description: '',
    genre: '',
    lyrics: '',
    duration: 2712 + position * 61,
    adminStatus: 'pending',
    plays: 0,
    audioUrl: '',
    streamUrl: `/api/media/episodes/${id}e${position}/stream?token=screens`,
    resumeAt: 0,
    format: 'wav',
    processingError: '',
    processingProgress: 0,
    loudness: null,
    size: 0,
    peaks: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...over,
  });
  return {
    _id: id,
    title: 'The Good Shepherd: Psalm 23 in Four Parts',
    description: 'A sermon series recorded at the Sunday service.',
    type: 'sermon',
    genre: { _id: 'g1', title: 'Worship' },
    category: null,
    artist,
    coverArt: '',
    image: '',
    thumbnail: '',
    adminStatus: 'pending',
    statusReason: '',
    reviewedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    likes: 0,
    plays: 0,
    duration: 11090,
    episodeCount: 4,
    noOfEpisodes: 4,
    preacher: 'Pastor Ruth Mensah',
    theme: 'Psalms',
    bibleReferences: [],
    preachedAt: '2026-03-01',
    tags: [],
    episodes: [
      episode(1, 'The Lord is my shepherd', { processing: 'pending', processingProgress: 0 }),
      episode(2, 'He restores my soul', { processing: 'pending', processingProgress: 42 }),
      episode(3, 'Through the valley', {
        processing: 'done',
        format: 'mp3',
        loudness: LOUDNESS,
        size: 2_712_000,
      }),
      episode(4, 'My cup overflows', {
        processing: 'failed',
        processingError:
          'This file has no sound we could measure: it may be silent. Upload the recording again.',
      }),
    ],
  };
}

for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const) {
  test(`the processing screens pass axe at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    const creator = await newAccount(`renditions-screens-${label}`, 'Ruth Mensah');
    const id = 'renditionsscreen';
    const item = itemInEveryState(id, { _id: creator.id, name: creator.name });
    // Polling (an episode is pending) answers the same: the screen holds still.
    await page.route(`**/api/media/${id}`, (route) =>
      route.fulfill({ json: { success: true, message: '', data: { media: item } } }),
    );
    await signIn(page, creator.email, creator.password);
    // The item is answered by the page's route: on the server this account has uploaded nothing.
    await expect(page).toHaveURL(/\/app$/);
    await page.goto(`/user/media/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByText('Processing… 42%')).toBeVisible();
    await expect(page.getByText('Loudness: −30.2 → −16.0 LUFS')).toBeVisible();
    await expectAccessible(page, `creator item (${label})`);
    await shoot(page, `renditions-creator-item-${label}`);

    // The admin's details of the same item, from the sermons list.
    await adminSignIn(page);
    await page.route('**/api/media/media-by-admin-status?*', (route) =>
      route.fulfill({
        json: {
          success: true,
          message: '',
          data: { media: [item], total: 1, page: 1, limit: 10 },
        },
      }),
    );
    await page.route(`**/api/admin/media/${id}/history`, (route) =>
      route.fulfill({ json: { success: true, message: '', data: { data: [] } } }),
    );
    await page.goto('/admin/sermons');
    await page.getByRole('button', { name: item.title, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: item.title });
    await expect(dialog.getByText('Processing… 42%')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Try again/ })).toBeVisible();
    await expectAccessible(page, `admin item details (${label})`);
    await dialog.getByText('Ready', { exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, `renditions-admin-details-${label}`);

    // The admin's settings with ffmpeg, then without.
    for (const missing of [false, true]) {
      await page.unroute('**/api/admin/settings');
      await page.route('**/api/admin/settings', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: Record<string, unknown> };
        if (missing)
          body.data.audioProcessing = {
            available: false,
            version: '',
            message:
              'ffmpeg was not found on this server, so uploads are served as they were uploaded. Install Debian’s ffmpeg package and restart Selah.',
          };
        await route.fulfill({ response: res, json: body });
      });
      await page.goto('/admin/settings');
      const card = page.locator('[data-slot="card"]').filter({ hasText: 'Audio processing' });
      await expect(card).toContainText(missing ? 'Uploads are not processed' : 'uploads get a');
      await expectAccessible(page, `admin settings, ffmpeg ${missing ? 'missing' : 'available'}`);
      await shoot(page, `renditions-admin-settings-${missing ? 'missing' : 'available'}-${label}`);
    }
  });
}
