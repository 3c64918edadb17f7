// Every screen, signed in as the role that sees it and with data on it, passes axe-core's
// WCAG 2 A and AA rules with no violations.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  call,
  newAccount,
  setStatusAsAdmin,
  uploadMedia,
  type Account,
  type MediaJSON,
} from './clients';
import { adminAccount, expect, test } from './fixtures';
import { signIn } from './flows';
import { readState } from './server';
import { png, wav } from './media-files';
import { blockSoundBeforeAClick } from './sound';

// Animations off: axe measures colours as they end, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

/** Waits until the page has settled: no loading text or skeletons, finite animations done. */
async function settled(page: Page) {
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Asserts axe finds no violation on the page (every rule axe runs by default: WCAG 2.0, 2.1 and
 * 2.2 A and AA, and its best practices such as heading order), with each violation's rule, nodes
 * and summary in the message so a failure says what to fix.
 */
async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect.soft(found, `${screen} has axe violations`).toEqual([]);
}

/** Opens a path and waits for its main heading. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

interface World {
  creator: Account;
  podcast: MediaJSON;
  album: MediaJSON;
  sermon: MediaJSON;
  creatorContext: BrowserContext;
  adminContext: BrowserContext;
}
let world: World;

async function signedInContext(
  browser: Browser,
  baseURL: string,
  role: 'user' | 'admin',
  who?: Account,
) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (role === 'user' && who) {
    await signIn(page, who.email, who.password);
    await expect(page).toHaveURL(/\/user$/);
  } else {
    const admin = adminAccount();
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  }
  await page.close();
  return context;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  const { baseURL } = readState();
  const creator = await newAccount('a11y-creator', 'Miriam Access');
  const stamp = Date.now();
  // A 1×1 cover and WAV audio: the podcast has feed warnings (cover size, audio format).
  const podcast = await uploadMedia(
    creator,
    `Quiet Waters ${stamp}`,
    [{ title: 'Still Waters', audio: wav(2), filename: 'still.wav' }],
    'podcast',
    { language: 'en', ownerEmail: creator.email },
  );
  const album = await uploadMedia(
    creator,
    `Morning Psalms ${stamp}`,
    [{ title: 'Psalm 5', audio: wav(2), filename: 'psalm.wav' }],
    'album',
  );
  const sermon = await uploadMedia(
    creator,
    `On the Mount ${stamp}`,
    [{ title: 'Blessed', audio: wav(2), filename: 'blessed.wav' }],
    'sermon',
  );
  await setStatusAsAdmin(podcast._id, 'active');
  await setStatusAsAdmin(album._id, 'active');
  world = {
    creator,
    podcast,
    album,
    sermon,
    creatorContext: await signedInContext(browser, baseURL, 'user', creator),
    adminContext: await signedInContext(browser, baseURL, 'admin'),
  };
});

test.afterAll(async () => {
  await world?.creatorContext.close();
  await world?.adminContext.close();
});

test('public and sign-in screens', async ({ page }) => {
  await visit(page, '/', /./);
  await expectAccessible(page, 'landing /');
  await visit(page, '/privacy-policy', /Privacy/);
  await expectAccessible(page, '/privacy-policy');
  await visit(page, '/terms', /Terms/);
  await expectAccessible(page, '/terms');
  await visit(page, '/delete-account', /Delete/);
  await expectAccessible(page, '/delete-account');

  for (const [path, heading] of [
    ['/login', /./],
    ['/admin-login', /./],
    ['/create-account', /./],
    ['/otp', /./],
    ['/forgot-password', /./],
  ] as const) {
    await visit(page, path, heading);
    await expectAccessible(page, path);
  }
  // Errors shown: the sign-in form submitted empty.
  await visit(page, '/login', /./);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, '/login with errors');
});

test('listener screens', async () => {
  const page = await world.creatorContext.newPage();
  await visit(page, '/app', /./);
  await expect(
    page.getByRole('link', { name: new RegExp(world.album.title) }).first(),
  ).toBeVisible();
  await expectAccessible(page, '/app');
  await visit(page, `/app/media/${world.album._id}`, world.album.title);
  await expectAccessible(page, '/app/media (album)');
  await visit(page, `/app/media/${world.podcast._id}`, world.podcast.title);
  await expectAccessible(page, '/app/media (podcast)');
  await visit(page, '/app/settings', /./);
  await expectAccessible(page, '/app/settings');
  await visit(page, '/app/content', /./);
  await expectAccessible(page, '/app/content');
  // Signed in, the delete-account page offers the confirmation dialog (not confirmed here).
  await visit(page, '/delete-account', /Delete/);
  await expectAccessible(page, '/delete-account signed in');
  await page
    .getByRole('region', { name: 'Delete my account' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '/delete-account dialog');
  await page.keyboard.press('Escape');
  await page.close();
});

test('creator screens', async () => {
  const page = await world.creatorContext.newPage();
  await visit(page, '/user', /./);
  await expectAccessible(page, '/user');
  for (const [path, type, title] of [
    ['/user/songs', 'album', world.album.title],
    ['/user/podcasts', 'podcast', world.podcast.title],
    ['/user/sermons', 'sermon', world.sermon.title],
  ] as const) {
    await visit(page, path, /./);
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    // The page with its upload form's errors shown; the podcast's with a 1×1 cover and WAV
    // audio too, so Apple's feed warnings show.
    const form = page.locator(`#upload-${type}`);
    if (type === 'podcast') {
      await page
        .locator('#upload-podcast-cover')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
      await page
        .locator('#upload-podcast-episode-0-audio')
        .setInputFiles({ name: 'one.wav', mimeType: 'audio/wav', buffer: wav(1) });
      await expect(form.getByText('Apple Podcasts will not take this as it is')).toBeVisible();
    }
    await form
      .getByRole('button', { name: /^Upload/ })
      .last()
      .click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, `${path} with upload errors`);
  }

  await visit(page, `/user/media/${world.podcast._id}`, world.podcast.title);
  await expect(page.getByText('Apple Podcasts will not take this as it is')).toBeVisible();
  await expectAccessible(page, '/user/media (podcast with feed warnings)');
  // An episode the server gives no stream URL: its play button is disabled, with the reason.
  await page.route(`**/api/media/${world.sermon._id}`, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { media: { episodes: object[] } } };
    for (const e of body.data.media.episodes) delete (e as { streamUrl?: string }).streamUrl;
    await route.fulfill({ response: res, json: body });
  });
  await visit(page, `/user/media/${world.sermon._id}`, world.sermon.title);
  await expect(page.getByText('This audio cannot be played yet.')).toBeVisible();
  await expectAccessible(page, '/user/media (pending sermon, audio not playable yet)');
  await visit(page, '/user/analytics', /./);
  await expectAccessible(page, '/user/analytics');
  await page.close();
});

test('admin screens', async () => {
  const page = await world.adminContext.newPage();
  await visit(page, '/admin', /./);
  await expectAccessible(page, '/admin');
  for (const [path, title] of [
    ['/admin/songs', world.album.title],
    ['/admin/sermons', world.sermon.title],
    ['/admin/podcasts', world.podcast.title],
  ] as const) {
    await visit(page, path, /./);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectAccessible(page, path);
  }
  // The podcast's details, with its episodes and feed warnings.
  await page.getByRole('button', { name: world.podcast.title, exact: true }).click();
  const details = page.getByRole('dialog', { name: world.podcast.title });
  await expect(details.getByRole('button', { name: 'Play Still Waters' })).toBeVisible();
  await expectAccessible(page, '/admin/podcasts details dialog');
  await page.keyboard.press('Escape');

  await visit(page, '/admin/users', /./);
  await expect(page.getByRole('cell', { name: world.creator.email })).toBeVisible();
  await expectAccessible(page, '/admin/users');
  await visit(page, '/admin/settings', /./);
  await expectAccessible(page, '/admin/settings');
  await page.close();
});

test('follow screens', async ({ browser }) => {
  // A listener who follows the creator: /app lists the creator's items, the analytics count them.
  const follower = await newAccount('a11y-follower', 'Lois Access');
  const followed = await call(`/api/users/follows/${world.creator.id}`, {
    method: 'POST',
    token: follower.token,
  });
  expect(followed.status, JSON.stringify(followed.body)).toBe(200);
  const context = await signedInContext(browser, readState().baseURL, 'user', follower);
  const page = await context.newPage();
  await visit(page, '/app', /./);
  const section = page.getByRole('region', { name: 'From creators you follow' });
  await expect(section.getByRole('link', { name: new RegExp(world.album.title) })).toBeVisible();
  await expectAccessible(page, '/app with items from followed creators');

  // The unsubscribe page: no token, a token the server refuses, and a good one (its answer
  // stubbed: a real token comes only in a new-item email, which follows.spec.ts reads).
  await visit(page, '/unsubscribe', 'This link is incomplete');
  await expectAccessible(page, '/unsubscribe without a token');
  await visit(page, '/unsubscribe?token=not-a-token', 'We could not unsubscribe you');
  await expectAccessible(page, '/unsubscribe with a bad token');
  await page.route('**/api/users/unsubscribe?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { creator: { _id: world.creator.id, name: world.creator.name }, unsubscribed: true },
      },
    }),
  );
  await visit(page, '/unsubscribe?token=stubbed', 'You’re unsubscribed');
  await expectAccessible(page, '/unsubscribe done');
  await context.close();

  // The creator's analytics, charting new followers.
  const creatorPage = await world.creatorContext.newPage();
  await visit(creatorPage, '/user/analytics', /./);
  await creatorPage
    .getByRole('group', { name: 'Chart' })
    .getByRole('button', { name: 'Followers' })
    .click();
  await expect(creatorPage.getByRole('img', { name: /^New followers per day/ })).toBeVisible();
  await expectAccessible(creatorPage, '/user/analytics followers chart');
  await creatorPage.close();
});

test('embed screens', async ({ page }) => {
  // The player made for other sites' <iframe>s, signed out: an album with its track list (light
  // and dark), one podcast episode in the one-row frame, and what is not available.
  const album = await uploadMedia(
    world.creator,
    `Embedded Hymns ${Date.now()}`,
    [
      { title: 'Morning Hymn', audio: wav(2), filename: 'morning.wav' },
      { title: 'Evening Hymn', audio: wav(2), filename: 'evening.wav' },
    ],
    'album',
  );
  await setStatusAsAdmin(album._id, 'active');
  const episodeId = world.podcast.episodes![0]._id;
  const screens: Array<[string, { width: number; height: number }]> = [
    [`/embed/media/${album._id}?theme=light`, { width: 600, height: 400 }],
    [`/embed/media/${album._id}?theme=dark`, { width: 600, height: 400 }],
    [`/embed/episodes/${episodeId}?t=1&theme=light`, { width: 390, height: 180 }],
    [`/embed/episodes/${episodeId}?theme=dark`, { width: 300, height: 180 }],
  ];
  for (const [path, size] of screens) {
    await page.setViewportSize(size);
    await page.goto(path);
    await expect(page.locator('main.player')).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.setViewportSize({ width: 600, height: 180 });
  await page.goto('/embed/media/not-a-public-item');
  await expect(page.getByRole('heading', { name: 'This audio is not available' })).toBeVisible();
  await expectAccessible(page, '/embed/media (not available)');
});

test('public item and creator pages, light and dark', async ({ page }) => {
  // A visitor with no account, on a first visit from a shared link (the sound waits for a
  // click: the bar holds the episode and the page offers "Play from 0:01").
  await blockSoundBeforeAClick(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await visit(page, `/m/${world.album._id}?t=1`, world.album.title);
    await expect(page.getByRole('button', { name: 'Play from 0:01' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible();
    await expectAccessible(page, `/m (album, shared at 0:01, ${scheme})`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copy embed code' })).toBeVisible();
    await expectAccessible(page, `/m share menu (${scheme})`);
    await page.keyboard.press('Escape');
    await visit(page, `/m/${world.podcast._id}`, world.podcast.title);
    await expect(page.getByRole('link', { name: /^Follow in a podcast app/ })).toBeVisible();
    await expectAccessible(page, `/m (podcast, ${scheme})`);
    await visit(page, `/c/${world.creator.id}`, world.creator.name);
    await expect(page.getByRole('link', { name: new RegExp(world.album.title) })).toBeVisible();
    await expectAccessible(page, `/c (${scheme})`);
    // The sermon is still in review: not public.
    await visit(page, `/m/${world.sermon._id}`, 'This page is not available');
    await expectAccessible(page, `/m 404 (${scheme})`);
  }

  // Signed in as the creator: "Open in app", and only the count on their own follow button.
  const own = await world.creatorContext.newPage();
  await visit(own, `/m/${world.podcast._id}`, world.podcast.title);
  await expect(own.getByRole('link', { name: 'Open in app' })).toBeVisible();
  await expectAccessible(own, '/m signed in');
  await visit(own, `/c/${world.creator.id}`, world.creator.name);
  await expectAccessible(own, '/c signed in');
  await own.close();
});
