// Screenshots of the admin's reports and appeals at 1280 and 390 px wide, written to
// test-results/screens/admin-reports-*.png (git-ignored): the report queue with reports (one
// opened) and empty, the take-down dialog, the appeals list, the dashboard's trust cards and the
// blocked sign-up domains, each checked with axe. Runs only when asked: SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import {
  adminToken,
  call,
  newAccount,
  setStatusAsAdmin,
  uploadMedia,
  type Account,
  type MediaJSON,
} from './clients';
import { expectAccessible, settled } from './a11y';
import { expect, test, uniqueEmail } from './fixtures';
import { adminSignIn } from './flows';
import { wav } from './media-files';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');

const WIDTHS = [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const;

let creator: Account;
let album: MediaJSON;
let sermon: MediaJSON;
let podcast: MediaJSON;

async function approved(
  title: string,
  type: 'album' | 'sermon' | 'podcast',
  extra: Record<string, string> = {},
) {
  const media = await uploadMedia(
    creator,
    title,
    [{ title: 'Part one', audio: wav(2), filename: 'one.wav' }],
    type,
    extra,
  );
  await setStatusAsAdmin(media._id, 'active');
  return media;
}

/** A report through the API, signed out (reports are limited to 5 an hour per address). */
async function report(mediaId: string, body: Record<string, unknown>) {
  const res = await call(`/api/media/${mediaId}/report`, {
    method: 'POST',
    json: { email: uniqueEmail('screens-reporter'), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

test.beforeAll(async () => {
  creator = await newAccount('screens-reports', 'Grace Okafor');
  const stamp = Date.now();
  album = await approved(`Morning Praise, Live at the Cathedral ${stamp}`, 'album');
  sermon = await approved(`A Heart of Worship ${stamp}`, 'sermon', {
    preacher: 'Pastor James',
    theme: 'Psalms',
  });
  podcast = await approved(`Walking Through Romans ${stamp}`, 'podcast');

  await report(album._id, {
    reason: 'copyright',
    details: 'Track 2 is our 2019 studio recording, uploaded without a licence.',
    work: 'Great Is Thy Faithfulness (Hymn Records, 2019 studio recording)',
    rightsHolder: 'Hymn Records Ltd',
    contact: 'Jane Doe, Licensing, 1 Music Row, Nashville TN',
    goodFaith: true,
    accurate: true,
  });
  await report(album._id, { reason: 'spam', details: 'An advert between the songs.' });
  await report(sermon._id, {
    reason: 'misleading',
    details: 'The title says it is about worship but it is a fundraising appeal.',
  });

  // A takedown the creator appealed.
  await report(podcast._id, { reason: 'hateful', details: 'Insults at 12:40.' });
  const token = await adminToken();
  const down = await call(`/api/admin/reports/${podcast._id}`, {
    method: 'PUT',
    token,
    json: { action: 'takedown', reason: 'Insulting language about another church at 12:40.' },
  });
  expect(down.status, JSON.stringify(down.body)).toBe(200);
  const appealed = await call(`/api/media/${podcast._id}/appeal`, {
    method: 'POST',
    token: creator.token,
    json: {
      message:
        'The quote at 12:40 is read from a letter we received, to answer it. I have added context at the start of the episode.',
    },
  });
  expect(appealed.status, JSON.stringify(appealed.body)).toBe(201);

  for (const domain of ['mailinator.com', 'spam-sender.example']) {
    const blocked = await call('/api/admin/blocked-domains', {
      method: 'POST',
      token,
      json: { domain },
    });
    expect([201, 409]).toContain(blocked.status);
  }
});

async function shoot(page: Page, name: string, fullPage = true) {
  await settled(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screens/admin-${name}.png`, fullPage });
}

for (const [label, width, height] of WIDTHS) {
  test(`report queue, take-down and appeals at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await adminSignIn(page);
    await expect(page.getByRole('region', { name: 'Trust and safety' })).toBeVisible();
    await shoot(page, `reports-dashboard-${label}`);
    await expectAccessible(page, `/admin with trust cards at ${width}`);

    await page.goto('/admin/reports');
    const first = page.getByRole('article', { name: album.title });
    await expect(first).toBeVisible();
    await expect(page.getByRole('article', { name: sermon.title })).toBeVisible();
    await shoot(page, `reports-queue-${label}`);
    await expectAccessible(page, `/admin/reports at ${width}`);

    await first.getByRole('button', { name: 'Read the 2 reports' }).click();
    await expect(first.getByRole('region', { name: 'Moderation history' })).toBeVisible();
    await shoot(page, `reports-queue-open-${label}`);
    await expectAccessible(page, `/admin/reports with an item open at ${width}`);

    await first.getByRole('button', { name: `Take down ${album.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Take down “${album.title}”` });
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await expect(dialog.getByText('Please give the reason for the takedown')).toBeVisible();
    await shoot(page, `reports-takedown-${label}`, false);
    await expectAccessible(page, `/admin/reports take-down dialog at ${width}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/appeals');
    const appeal = page.getByRole('article', { name: podcast.title });
    await expect(appeal).toBeVisible();
    await shoot(page, `reports-appeals-${label}`);
    await expectAccessible(page, `/admin/appeals at ${width}`);
    await appeal.getByRole('button', { name: 'Moderation history' }).click();
    await expect(appeal.getByRole('region', { name: 'Appeals' })).toBeVisible();
    await shoot(page, `reports-appeals-history-${label}`);
    await appeal.getByRole('button', { name: `Deny the appeal on ${podcast.title}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `reports-appeal-deny-${label}`, false);
    await expectAccessible(page, `/admin/appeals deny dialog at ${width}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  test(`empty report queue and blocked domains at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await adminSignIn(page);
    // The empty queue, as a server with no reports answers it.
    await page.route('**/api/admin/reports?**', (route) =>
      route.fulfill({
        json: {
          success: true,
          status: 200,
          message: '',
          data: { data: [], total: 0, page: 1, limit: 10, openReports: 0 },
        },
      }),
    );
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'No open reports' })).toBeVisible();
    await shoot(page, `reports-queue-empty-${label}`);
    await expectAccessible(page, `/admin/reports empty at ${width}`);

    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Block a domain' });
    await expect(page.getByRole('list', { name: 'Blocked domains' })).toContainText(
      'mailinator.com',
    );
    await form.getByLabel('Domain').fill('mailinator.com');
    await form.getByRole('button', { name: 'Block domain' }).click();
    await expect(form.getByText('This domain is already blocked')).toBeVisible();
    const card = page.locator('[data-slot="card"]').filter({ has: form });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({
      path: `test-results/screens/admin-reports-blocked-domains-${label}.png`,
    });
    await expectAccessible(page, `/admin/settings blocked domains at ${width}`);
  });
}
