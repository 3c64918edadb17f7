// Screenshots of the screens a designer reviews, at 1280 and 390 px wide, written to
// test-results/screens/ (git-ignored). Runs only when asked: SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import {
  call,
  newAccount,
  setStatusAsAdmin,
  uploadMedia,
  type Account,
  type MediaJSON,
} from './clients';
import { expect, test } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { png, wav } from './media-files';
import { blockSoundBeforeAClick } from './sound';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');

const WIDTHS = [
  ['desktop', 1280, 900],
  ['laptop', 1024, 768],
  ['mobile', 390, 844],
] as const;

let creator: Account;
let podcast: MediaJSON;

test.beforeAll(async () => {
  creator = await newAccount('screens-creator', 'Miriam Screens');
  podcast = await uploadMedia(
    creator,
    `Quiet Waters: Morning Devotions for Weary Hearts ${Date.now()}`,
    [
      { title: 'Still Waters', audio: wav(2), filename: 'still.wav' },
      { title: 'Green Pastures and the Long Road Home', audio: wav(3), filename: 'pastures.wav' },
    ],
    'podcast',
    { language: 'en', ownerEmail: creator.email },
  );
  await setStatusAsAdmin(podcast._id, 'active');
});

/** Answers GET /api/media/{id} without a stream URL for the last episode (not playable yet). */
async function lastEpisodeNotStreamable(page: Page) {
  await page.route(`**/api/media/${podcast._id}`, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as {
      data: { media?: { episodes?: Array<{ streamUrl?: string }> } };
    };
    const episodes = body.data.media?.episodes ?? [];
    if (episodes.length) delete episodes[episodes.length - 1].streamUrl;
    await route.fulfill({ response: res, json: body });
  });
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

for (const [label, width, height] of WIDTHS) {
  test(`creator screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/user$/);

    await page.goto('/user/podcasts');
    await page.locator('#upload-podcast-title').fill('Evening Prayers');
    await page.locator('#upload-podcast-owner-email').fill('shows@church.example');
    await page
      .locator('#upload-podcast-cover')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page
      .locator('#upload-podcast-episode-0-audio')
      .setInputFiles({ name: 'evening.wav', mimeType: 'audio/wav', buffer: wav(1) });
    await expect(page.getByText('Apple Podcasts will not take this as it is')).toBeVisible();
    const form = page.locator('#upload-podcast');
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: `test-results/screens/creator-upload-podcast-${label}.png` });

    await lastEpisodeNotStreamable(page);
    await page.goto(`/user/media/${podcast._id}`);
    await expect(page.getByText('This audio cannot be played yet.')).toBeVisible();
    await shoot(page, `creator-item-${label}`);
  });

  test(`admin screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await adminSignIn(page);

    await lastEpisodeNotStreamable(page);
    await page.goto('/admin/podcasts');
    await page.getByRole('button', { name: podcast.title, exact: true }).click();
    const details = page.getByRole('dialog', { name: podcast.title });
    await expect(details.getByText('This audio cannot be played yet.')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/admin-episodes-${label}.png` });
    await details.getByText('This audio cannot be played yet.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/admin-episodes-scrolled-${label}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/admin/users');
    await expect(page.getByRole('cell', { name: creator.email })).toBeVisible();
    await shoot(page, `admin-users-${label}`);
  });
}

test.describe('follow screens', () => {
  let follower: Account;

  test.beforeAll(async () => {
    follower = await newAccount('screens-follower', 'Lois Screens');
    const res = await call(`/api/users/follows/${creator.id}`, {
      method: 'POST',
      token: follower.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  for (const [label, width, height] of WIDTHS) {
    test(`follow screens at ${width} px`, async ({ browser, baseURL }) => {
      const listen = await browser.newPage({ baseURL, viewport: { width, height } });
      await signIn(listen, follower.email, follower.password);
      await expect(listen).toHaveURL(/\/app$/);
      await listen.goto('/app');
      const section = listen.getByRole('region', { name: 'From creators you follow' });
      await expect(section.getByRole('link', { name: new RegExp(podcast.title) })).toBeVisible();
      await shoot(listen, `follows-app-${label}`);

      await listen.goto('/unsubscribe?token=not-a-token');
      await expect(listen.getByRole('alert')).toBeVisible();
      await shoot(listen, `follows-unsubscribe-bad-${label}`);
      await listen.goto('/unsubscribe');
      await expect(listen.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
      await shoot(listen, `follows-unsubscribe-no-token-${label}`);
      // A real token comes only in a new-item email (follows.spec.ts); the answer is stubbed.
      await listen.route('**/api/users/unsubscribe?*', (route) =>
        route.fulfill({
          json: {
            success: true,
            data: { creator: { _id: creator.id, name: creator.name }, unsubscribed: true },
          },
        }),
      );
      await listen.goto('/unsubscribe?token=stubbed');
      await expect(listen.getByRole('heading', { name: 'You’re unsubscribed' })).toBeVisible();
      await shoot(listen, `follows-unsubscribe-ok-${label}`);
      await listen.close();

      // The creator follows no one (the empty section) and has one follower (analytics).
      const own = await browser.newPage({ baseURL, viewport: { width, height } });
      await signIn(own, creator.email, creator.password);
      await expect(own).toHaveURL(/\/user$/);
      await own.goto('/app');
      await expect(own.getByText('You don’t follow anyone yet')).toBeVisible();
      await own
        .getByRole('region', { name: 'From creators you follow' })
        .screenshot({ path: `test-results/screens/follows-app-empty-${label}.png` });
      await own.goto('/user/analytics');
      await expect(
        own.getByRole('region', { name: 'Totals' }).getByText('Followers'),
      ).toBeVisible();
      await own
        .getByRole('group', { name: 'Chart' })
        .getByRole('button', { name: 'Followers' })
        .click();
      await expect(own.getByRole('img', { name: /^New followers per day/ })).toBeVisible();
      await shoot(own, `follows-analytics-${label}`);
      await own.close();
    });
  }
});

test.describe('public pages', () => {
  let sermon: MediaJSON;

  test.beforeAll(async () => {
    sermon = await uploadMedia(
      creator,
      `Blessed Are the Peacemakers: the Sermon on the Mount, Part Seven ${Date.now()}`,
      [
        { title: 'Blessed', audio: wav(3), filename: 'blessed.wav' },
        { title: 'Salt and Light', audio: wav(2), filename: 'salt.wav' },
        { title: 'A City on a Hill That Cannot Be Hidden', audio: wav(2), filename: 'city.wav' },
      ],
      'sermon',
      {
        preacher: 'Pastor Miriam Screens',
        theme: 'The Sermon on the Mount',
        bibleReferences: 'Matthew 5:1-12; Matthew 5:13-16',
        preachedAt: '2025-08-17',
      },
    );
    await setStatusAsAdmin(sermon._id, 'active');
  });

  for (const [label, width, height] of WIDTHS.filter(([l]) => l !== 'laptop')) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`public pages at ${width} px, ${scheme}`, async ({ browser, baseURL }) => {
        const page = await browser.newPage({
          baseURL,
          viewport: { width, height },
          colorScheme: scheme,
          reducedMotion: 'reduce',
        });
        // A shared link at 0:01 of the second part, on a first visit: the browser holds the
        // sound until a click, so the bar waits there and the page offers "Play from 0:01".
        await blockSoundBeforeAClick(page);
        const second = sermon.episodes?.[1]?._id ?? '';
        await page.goto(`/m/${sermon._id}?episode=${second}&t=1`);
        await expect(page.getByRole('heading', { level: 1, name: sermon.title })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Play from 0:01' })).toBeVisible();
        await shoot(page, `public-item-${label}-${scheme}`);
        await page.getByRole('button', { name: 'Share' }).click();
        await expect(page.getByRole('menuitem', { name: 'Copy embed code' })).toBeVisible();
        await page.screenshot({
          path: `test-results/screens/public-item-share-${label}-${scheme}.png`,
        });
        await page.keyboard.press('Escape');

        await page.goto(`/c/${creator.id}`);
        await expect(page.getByRole('heading', { level: 1, name: creator.name })).toBeVisible();
        await expect(page.getByRole('link', { name: new RegExp(sermon.title) })).toBeVisible();
        await shoot(page, `public-creator-${label}-${scheme}`);

        await page.goto('/m/nosuchitem00000');
        await expect(
          page.getByRole('heading', { name: 'This page is not available' }),
        ).toBeVisible();
        await shoot(page, `public-404-${label}-${scheme}`);
        await page.close();
      });
    }
  }
});
