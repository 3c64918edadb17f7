// A creator's drafts and release time (API.md, "Creators' workflow"): saved as a draft, listed
// as Draft, submitted for review, then given a release time on the edit screen; an approved item
// whose time is ahead waits as Scheduled, shown with its time to its creator and to admins.
import { expect, test } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { getMedia, newAccount, setStatusAsAdmin, uploadMedia } from './clients';
import { expectAccessible } from './a11y';
import { png, wav } from './media-files';

// A zone an hour east of UTC all year (no daylight saving), so the UTC the server keeps is
// known from the wall-clock time typed.
test.use({ timezoneId: 'Africa/Lagos', locale: 'en-US' });

test('a creator saves an album as a draft, submits it for review and sets its release time', async ({
  page,
}) => {
  const creator = await newAccount('drafts', 'Esther Drafts');
  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/app$/);

  await page.goto('/user/songs');
  await expect(page.getByRole('heading', { name: 'Your Songs' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upload a new album' });
  const release = page.locator('#upload-album-publish-at');
  await expect(release).toHaveAttribute('type', 'datetime-local');
  await expect(form.getByText('In your time zone (Africa/Lagos).')).toBeVisible();

  await page.locator('#upload-album-title').fill('Advent Hymns');
  await page.locator('#upload-album-genre').selectOption({ index: 1 });
  await page.locator('#upload-album-description').fill('Songs for the weeks before Christmas.');
  await page
    .locator('#upload-album-cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await page.locator('#upload-album-episode-0-title').fill('O Come, O Come, Emmanuel');
  await page
    .locator('#upload-album-episode-0-audio')
    .setInputFiles({ name: 'emmanuel.wav', mimeType: 'audio/wav', buffer: wav(2) });

  // A release time in the past is refused before anything is sent.
  await release.fill('2020-12-01T06:00');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(form.getByText('The release time must be in the future')).toBeVisible();
  await expect(release).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/user/songs with a release time in the past');
  await release.fill('');

  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page.locator('#upload-album-title')).toHaveValue('');

  const card = page.getByRole('link', { name: /Advent Hymns/ });
  await expect(card).toContainText('Draft');
  const mediaId = decodeURIComponent((await card.getAttribute('href'))!.split('/').pop()!);
  const item = page.getByRole('listitem').filter({ has: card });
  await expectAccessible(page, '/user/songs with a draft');

  // Drafts have their own filter.
  await page.getByRole('button', { name: 'Filter by status: All Songs' }).click();
  await page.getByRole('menuitemradio', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(card).toBeVisible();

  await item.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review')).toBeVisible();
  // No longer a draft: gone from the Draft filter, Pending under all songs.
  await expect(page.getByText('No songs found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(card).toContainText('Pending');
  await expect(item.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advent Hymns' })).toBeVisible();
  await expect(page.getByText('Waiting for review.', { exact: false })).toBeVisible();

  const nextYear = new Date().getUTCFullYear() + 1;
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit album' });
  const field = dialog.getByLabel(/^Release date and time/);
  await expect(field).toHaveValue('');
  await field.fill(`${nextYear}-12-01T07:00`);
  await expectAccessible(page, '/user/media edit with a release time');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Shown in the creator's zone (the date and the hour each hold together with no-break
  // spaces); kept by the server in UTC (Lagos is UTC+1).
  await expect(
    page.getByText(
      new RegExp(
        `^Waiting for review\\. Once approved, this song goes live on Dec\\s1,\\s${nextYear},\\s7:00\\sAM\\.$`,
      ),
    ),
  ).toBeVisible();
  const saved = await getMedia(creator.token, mediaId);
  expect(saved.status).toBe(200);
  expect(saved.body.data.media.adminStatus).toBe('pending');
  expect(Date.parse(saved.body.data.media.publishAt ?? '')).toBe(Date.UTC(nextYear, 11, 1, 6, 0));

  // The edit screen shows it again as typed.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel(/^Release date and time/)).toHaveValue(`${nextYear}-12-01T07:00`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('an approved item with its release time ahead waits as Scheduled, for its creator and for admins', async ({
  page,
  browser,
  baseURL,
}) => {
  const creator = await newAccount('scheduled', 'Esther Scheduled');
  const nextYear = new Date().getUTCFullYear() + 1;
  const title = `Christmas Morning ${Date.now()}`;
  const item = await uploadMedia(
    creator,
    title,
    [{ title: 'Joy to the World', audio: wav(2), filename: 'joy.wav' }],
    'album',
    {},
    { publishAt: `${nextYear}-12-25T05:00:00Z` },
  );
  await setStatusAsAdmin(item._id, 'active');
  const approved = await getMedia(creator.token, item._id);
  expect(approved.body.data.media.adminStatus).toBe('scheduled');

  // The creator's list: Scheduled, with the time in their zone (Lagos: 06:00).
  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/user/songs');
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('Scheduled');
  await expect(card.locator('time')).toHaveAttribute(
    'datetime',
    new RegExp(`^${nextYear}-12-25T05:00:00(\\.000)?Z$`),
  );
  await expect(card.locator('time')).toHaveText(
    new RegExp(`^Dec\\s25,\\s${nextYear},\\s6:00\\sAM$`),
  );
  await expectAccessible(page, '/user/songs with a scheduled item');

  const admin = await browser.newPage({ baseURL });
  await adminSignIn(admin);
  await admin.goto('/admin/songs?status=scheduled');
  const row = admin.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Scheduled').first()).toBeVisible();
  await expectAccessible(admin, '/admin/songs with a scheduled item');
  await admin.getByRole('button', { name: title, exact: true }).click();
  const details = admin.getByRole('dialog', { name: title });
  await expect(details.getByText(/^Goes live/)).toBeVisible();
  // A draft is its creator's, and Scheduled follows from an approval: neither is a decision.
  await expect(details.getByRole('button', { name: 'Set to Draft' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Set to Scheduled' })).toHaveCount(0);
  await expectAccessible(admin, '/admin/songs details of a scheduled item');
  await admin.close();
});
