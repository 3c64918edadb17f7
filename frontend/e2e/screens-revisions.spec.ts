// Screenshots of changes waiting for review at 1280 and 390 px wide, written to
// test-results/screens/ (git-ignored): the creator's notice on a live podcast they edited, and the
// admin's list badge, queue, pending changes and the rejection's reason, each checked with axe.
// Runs only when asked: SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import { call, newAccount, setStatusAsAdmin, uploadMedia, type Account } from './clients';
import { expectAccessible, settled } from './a11y';
import { expect, test } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { png, wav } from './media-files';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');

const WIDTHS = [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const;

let creator: Account;
let mediaId: string;
let title: string;
let stamp: number;

test.beforeAll(async () => {
  creator = await newAccount('screens-revisions', 'Esther Screens');
  stamp = Date.now();
  title = `Quiet Waters ${stamp}`;
  const media = await uploadMedia(
    creator,
    title,
    [
      { title: 'Still Waters', audio: wav(2), filename: 'still.wav' },
      { title: 'Green Pastures', audio: wav(2), filename: 'pastures.wav' },
    ],
    'podcast',
  );
  mediaId = media._id;
  await setStatusAsAdmin(mediaId, 'active');

  // A first edit, rejected: the history shows the decision on it.
  const first = await call(`/api/media/${mediaId}`, {
    method: 'PATCH',
    token: creator.token,
    json: { title: `QUIET WATERS!!! ${stamp}` },
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  await setStatusAsAdmin(mediaId, 'rejected', 'Please keep the title in plain case.');

  // The live podcast's edit: a new title, description and cover, and a new episode.
  const edit = new FormData();
  edit.append('title', `Quiet Waters at Dawn ${stamp}`);
  edit.append(
    'description',
    'Fifteen minutes of scripture and quiet for the start of the day: a psalm read slowly, a short reflection and a prayer to carry into the morning, every weekday.',
  );
  edit.append('coverArt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dawn.png');
  const patched = await call(`/api/media/${mediaId}`, {
    method: 'PATCH',
    token: creator.token,
    form: edit,
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);

  const episode = new FormData();
  episode.append('mediaId', mediaId);
  episode.append('title', 'Beside the Stream');
  episode.append('description', 'Psalm 1.');
  episode.append('genre', '');
  episode.append('lyrics', '');
  episode.append('audio', new Blob([new Uint8Array(wav(2))], { type: 'audio/wav' }), 'stream.wav');
  const added = await call('/api/media/upload-episode', {
    method: 'POST',
    token: creator.token,
    form: episode,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
});

async function shoot(page: Page, name: string, fullPage = true) {
  await settled(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

for (const [label, width, height] of WIDTHS) {
  test(`creator's changes waiting at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/user$/);
    await page.goto(`/user/media/${mediaId}`);
    const notice = page.getByRole('status').filter({ hasText: 'Changes waiting for review' });
    await expect(notice).toContainText('New episode: Beside the Stream');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shoot(page, `revisions-creator-${label}`);
    await notice.screenshot({ path: `test-results/screens/revisions-creator-notice-${label}.png` });
    await expectAccessible(page, `/user/media with changes waiting at ${width} px`);
  });

  test(`admin's pending changes at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await adminSignIn(page);
    await page.goto(`/admin/songs?q=${stamp}`);
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Changes waiting').filter({ visible: true })).toBeVisible();
    await shoot(page, `revisions-admin-media-${label}`);
    await expectAccessible(page, `/admin/songs with changes waiting at ${width} px`);

    await page.goto(`/admin/podcasts?q=${stamp}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Changes waiting').filter({ visible: true })).toBeVisible();
    await shoot(page, `revisions-admin-list-${label}`);
    await expectAccessible(page, `/admin/podcasts with changes waiting at ${width} px`);

    await page.getByRole('button', { name: /^Changes waiting \(\d+\)$/ }).click();
    await expect(page.getByRole('list', { name: 'Changes waiting' })).toContainText(title);
    await shoot(page, `revisions-admin-queue-${label}`);
    await expectAccessible(page, `/admin/podcasts?view=changes at ${width} px`);

    await page.getByRole('button', { name: `Review the changes to ${title}` }).click();
    const details = page.getByRole('dialog', { name: title });
    const pending = details.getByRole('region', { name: 'Pending changes' });
    await expect(pending).toContainText('New cover art');
    await expect(details.getByRole('region', { name: 'Moderation history' })).toBeVisible();
    await shoot(page, `revisions-admin-details-${label}`, false);
    await pending.scrollIntoViewIfNeeded();
    await pending.screenshot({ path: `test-results/screens/revisions-admin-pending-${label}.png` });
    const history = details.getByRole('region', { name: 'Moderation history' });
    await expect(history).toContainText('Changes rejected');
    await history.scrollIntoViewIfNeeded();
    await shoot(page, `revisions-admin-history-${label}`, false);
    await expectAccessible(page, `/admin/podcasts details with pending changes at ${width} px`);

    await pending.getByRole('button', { name: 'Reject changes' }).click();
    const ask = page.getByRole('dialog', { name: `Reject the changes to “${title}”` });
    await ask.getByRole('button', { name: 'Reject changes' }).click();
    await expect(ask.getByText('Please give a reason')).toBeVisible();
    await shoot(page, `revisions-admin-reject-${label}`, false);
    // The pointer off the button it clicked: axe would measure its hover colour.
    await page.mouse.move(0, 0);
    await expectAccessible(page, `/admin/podcasts rejecting changes at ${width} px`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
  });
}
