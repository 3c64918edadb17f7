// Every screen, signed in as the role that sees it and with data on it, passes axe-core's
// WCAG 2 A and AA rules with no violations.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newAccount, setStatusAsAdmin, uploadMedia, type Account, type MediaJSON } from './clients';
import { adminAccount, expect, test } from './fixtures';
import { signIn } from './flows';
import { readState } from './server';
import { png, wav } from './media-files';

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
  test.setTimeout(60_000);
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
