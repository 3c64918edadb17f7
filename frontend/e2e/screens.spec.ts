// Screenshots of the screens a designer reviews, at 1280 and 390 px wide, written to
// test-results/screens/ (git-ignored). Runs only when asked: SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import { newAccount, setStatusAsAdmin, uploadMedia, type Account, type MediaJSON } from './clients';
import { adminAccount, expect, test } from './fixtures';
import { signIn } from './flows';
import { png, wav } from './media-files';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');
test.use({ reducedMotion: 'reduce' });

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
    const admin = adminAccount();
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);

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
