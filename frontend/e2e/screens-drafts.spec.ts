// Screenshots of the drafts and release time screens at 1280 and 390 px wide, written to
// test-results/screens/ (git-ignored). Runs only when asked: SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import { newAccount, setStatusAsAdmin, uploadMedia, type Account } from './clients';
import { expect, test } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { wav } from './media-files';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');
test.use({ timezoneId: 'Africa/Lagos', locale: 'en-US' });

const WIDTHS = [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const;

let creator: Account;
let draftTitle: string;
let scheduledTitle: string;
const nextYear = new Date().getUTCFullYear() + 1;

test.beforeAll(async () => {
  creator = await newAccount('screens-drafts', 'Esther Screens');
  const stamp = Date.now();
  draftTitle = `Advent Hymns for the Long Evenings ${stamp}`;
  scheduledTitle = `Christmas Morning ${stamp}`;
  await uploadMedia(
    creator,
    draftTitle,
    [{ title: 'O Come, O Come, Emmanuel', audio: wav(2), filename: 'emmanuel.wav' }],
    'album',
    {},
    { draft: true },
  );
  const scheduled = await uploadMedia(
    creator,
    scheduledTitle,
    [{ title: 'Joy to the World', audio: wav(2), filename: 'joy.wav' }],
    'album',
    {},
    { publishAt: `${nextYear}-12-25T05:00:00Z` },
  );
  await uploadMedia(
    creator,
    `Morning Psalms ${stamp}`,
    [{ title: 'Psalm 5', audio: wav(2), filename: 'psalm.wav' }],
    'album',
  );
  // Approved with its time ahead: it waits as Scheduled.
  await setStatusAsAdmin(scheduled._id, 'active');
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

for (const [label, width, height] of WIDTHS) {
  test(`drafts and release time at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('region', { name: 'Recent Uploads' })).toContainText('Scheduled');
    await shoot(page, `drafts-dashboard-${label}`);

    await page.goto('/user/songs');
    await expect(page.getByRole('link', { name: new RegExp(draftTitle) })).toContainText('Draft');
    await expect(page.getByRole('link', { name: new RegExp(scheduledTitle) })).toContainText(
      'Scheduled',
    );
    await page.getByRole('region', { name: 'Your songs' }).screenshot({
      path: `test-results/screens/drafts-list-${label}.png`,
    });
    await page.getByRole('button', { name: 'Filter by status: All Songs' }).click();
    await page.screenshot({ path: `test-results/screens/drafts-filter-${label}.png` });
    await page.keyboard.press('Escape');

    // The upload form with a release time, then with one in the past refused.
    const form = page.locator('#upload-album');
    await page.locator('#upload-album-title').fill('Epiphany');
    await page.locator('#upload-album-publish-at').fill(`${nextYear}-01-06T07:00`);
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: `test-results/screens/drafts-upload-${label}.png` });
    await page.locator('#upload-album-publish-at').fill('2020-01-06T07:00');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expect(form.getByText('The release time must be in the future')).toBeVisible();
    await form.screenshot({ path: `test-results/screens/drafts-upload-errors-${label}.png` });

    await page.getByRole('link', { name: new RegExp(draftTitle) }).click();
    await expect(page.getByText(/is a draft/)).toBeVisible();
    await shoot(page, `drafts-item-draft-${label}`);

    await page.goto('/user/songs');
    await page.getByRole('link', { name: new RegExp(scheduledTitle) }).click();
    await expect(page.getByText(/goes live on/)).toBeVisible();
    await shoot(page, `drafts-item-scheduled-${label}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel(/^Release date and time/);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/drafts-edit-${label}.png` });
    await field.fill('2020-01-06T07:00');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('The release time must be in the future')).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/drafts-edit-error-${label}.png` });
  });

  test(`admin scheduled item at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await adminSignIn(page);
    await page.goto('/admin/songs?status=scheduled');
    await expect(page.getByRole('button', { name: scheduledTitle, exact: true })).toBeVisible();
    await shoot(page, `drafts-admin-list-${label}`);
    await page.getByRole('button', { name: scheduledTitle, exact: true }).click();
    await expect(page.getByRole('dialog', { name: scheduledTitle })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/drafts-admin-details-${label}.png` });
  });
}
