import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { signUpThroughAPI } from './clients';
import { png, wav } from './media-files';

/** Uploads an album of one track as the creator, through the creator's own API. */
async function uploadAsCreator(baseURL: string, email: string, password: string, title: string) {
  const login = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const genres = (await (
    await fetch(`${baseURL}/api/media/genres`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { data: Array<{ _id: string }> } };

  const form = new FormData();
  form.append(
    'podcastMetadata',
    JSON.stringify({
      title,
      description: 'Sung at sunrise.',
      genre: genres.data.data[0]._id,
      type: 'album',
    }),
  );
  form.append('coverArt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  form.append(
    'episodesMetadata',
    JSON.stringify([{ title: 'Sunrise Hymn', description: '', genre: '', lyrics: '' }]),
  );
  form.append(
    'episodeAudios',
    new Blob([new Uint8Array(wav(2))], { type: 'audio/wav' }),
    'sunrise.wav',
  );
  const upload = await fetch(`${baseURL}/api/media/upload-media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
}

/** A second browser, signed in as the creator on Your Songs. */
async function creatorWindow(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/user/songs');
  return { context, page };
}

test('an admin reviews an upload, suspends and reactivates its creator, messages them and exports users', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('reviewed');
  const password = 'hallelujah-chorus';
  const title = `Sunrise Songs ${Date.now()}`;

  // A creator signs up and uploads an album; it waits for review.
  await signUpThroughAPI('Hannah Review', email, password);
  await uploadAsCreator(baseURL!, email, password, title);
  const creator = await creatorWindow(browser, baseURL!, email, password);
  const card = creator.page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('Pending');

  // The admin finds it in the moderation queue and opens its details.
  await adminSignIn(page);
  await page.getByRole('link', { name: /Moderation queue/ }).click();
  await expect(page).toHaveURL(/\/admin\/songs\?status=pending$/);
  await expect(page.getByRole('button', { name: 'Filter by status: Pending' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search media' }).fill(title);
  await page
    .getByRole('list', { name: 'Media' })
    .getByRole('button', { name: title, exact: true })
    .click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Album by Hannah Review')).toBeVisible();
  const track = details.getByRole('listitem').filter({ hasText: 'Sunrise Hymn' });
  await expect(track).toContainText('0:02');
  await expect(track.getByRole('button', { name: 'Play Sunrise Hymn' })).toBeEnabled();
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Status changed to active')).toBeVisible();
  await expect(details.getByText('Approved').first()).toBeVisible();
  await expect(details.getByText('Moderation history')).toBeVisible();
  await page.keyboard.press('Escape');

  // The creator's open page learns of it without a reload (realtime).
  await expect(card).toContainText('Approved');

  // The admin suspends the creator.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp('Hannah Review') });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Actions for Hannah Review' }).click();
  await page.getByRole('menuitem', { name: 'Suspend User' }).click();
  await page
    .getByRole('dialog', { name: 'Suspend Hannah Review?' })
    .getByRole('button', { name: 'Suspend User' })
    .click();
  await expect(page.getByText('User suspended successfully')).toBeVisible();
  await expect(row).toContainText('Suspended');

  // The creator's next request is refused: they are back at /login and cannot sign in.
  await creator.page
    .getByRole('navigation', { name: 'Creator' })
    .first()
    .getByRole('link', { name: 'Podcasts' })
    .click();
  await expect(creator.page).toHaveURL(/\/login$/);
  await signIn(creator.page, email, password);
  await expect(creator.page.getByRole('alert')).toContainText('Your account has been suspended');

  // The admin reactivates them and sends a message.
  await row.getByRole('button', { name: 'Actions for Hannah Review' }).click();
  await page.getByRole('menuitem', { name: 'Reactivate User' }).click();
  await expect(page.getByText('User reactivated successfully')).toBeVisible();
  await expect(row).toContainText('Active');

  const note = `Welcome back, Hannah! ${Date.now()}`;
  await row.getByRole('button', { name: 'Actions for Hannah Review' }).click();
  await page.getByRole('menuitem', { name: 'Send Message' }).click();
  const message = page.getByRole('dialog', { name: 'Send Message' });
  await expect(message.getByRole('button', { name: 'Send' })).toBeDisabled();
  await message.getByRole('textbox', { name: 'Message' }).fill(note);
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent successfully')).toBeVisible();

  // The creator signs in again and reads it in their settings.
  await signIn(creator.page, email, password);
  // Back where the refused request left them.
  await expect(creator.page).toHaveURL(/\/user\/podcasts$/);
  await creator.page.goto('/app/settings');
  const inbox = creator.page.getByRole('list', { name: 'Messages' });
  await expect(inbox).toContainText(note);
  await expect(inbox).toContainText('Esther Admin');
  await creator.context.close();

  // The admin exports the filtered users as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^selah-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('id,name,email,status,subscription,verified,uploads,joined');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`Hannah Review,${email},active,Free,yes,1,`);
});
