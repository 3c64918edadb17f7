// An edit of a live item waits as a revision (API.md, "Creators' workflow"): the creator renames
// an approved podcast; its public page keeps the published title while the creator sees the
// changes waiting and an admin finds them, approves them, and the public page shows the new title.
import { expect, test } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { getMedia, newAccount, setStatusAsAdmin, uploadMedia } from './clients';
import { expectAccessible } from './a11y';
import { wav } from './media-files';

const SENT =
  'Your changes were sent for review. The published version stays live until they are approved.';

test('a live podcast’s new title waits for review while the published one stays live', async ({
  page,
  browser,
  baseURL,
}) => {
  const creator = await newAccount('revisions', 'Esther Revisions');
  const stamp = Date.now();
  const oldTitle = `Quiet Waters ${stamp}`;
  const newTitle = `Still Waters at Dawn ${stamp}`;
  const podcast = await uploadMedia(
    creator,
    oldTitle,
    [{ title: 'Psalm 23', audio: wav(2), filename: 'psalm.wav' }],
    'podcast',
  );
  await setStatusAsAdmin(podcast._id, 'active');

  // The creator renames it: the edit goes to review, the page keeps the published title.
  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/user$/);
  await page.goto(`/user/media/${podcast._id}`);
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit podcast' });
  await expect(dialog.getByText(/listeners keep the published version/)).toBeVisible();
  await dialog.getByLabel(/^Title/).fill(newTitle);
  await dialog.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(dialog).toBeHidden();

  const notice = page.getByRole('status').filter({ hasText: 'Changes waiting for review' });
  await expect(notice).toContainText(
    'Your published version stays live until an admin approves these changes.',
  );
  await expect(notice).toContainText(`Title — “${newTitle}”`);
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
  await expectAccessible(page, '/user/media with changes waiting');
  const held = await getMedia(creator.token, podcast._id);
  expect(held.body.data.media.adminStatus).toBe('active');
  expect(held.body.data.media.title).toBe(oldTitle);

  // Listeners still get the published version.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/m/${podcast._id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();

  // An admin sees the changes waiting, in the list and in the queue, and approves them.
  const admin = await browser.newPage({ baseURL });
  await adminSignIn(admin);
  await admin.goto('/admin/podcasts');
  await admin.getByRole('searchbox', { name: 'Search podcasts' }).fill(String(stamp));
  // The search applies after a pause (it goes into the URL); until then the list shown is the
  // unfiltered one, and it dims while the filtered one loads.
  await expect(admin).toHaveURL(new RegExp(`[?&]q=${stamp}`));
  const row = admin.getByRole('row').filter({ hasText: oldTitle });
  await expect(row.getByText('Changes waiting').filter({ visible: true })).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();
  await expectAccessible(admin, '/admin/podcasts with changes waiting');

  await admin.getByRole('button', { name: /^Changes waiting \(\d+\)$/ }).click();
  await expect(admin).toHaveURL(/view=changes/);
  const queued = admin.getByRole('list', { name: 'Changes waiting' });
  await expect(queued.getByRole('listitem').filter({ hasText: oldTitle })).toContainText(
    'Changed: Title',
  );
  await expectAccessible(admin, '/admin/podcasts?view=changes');
  await admin.getByRole('button', { name: `Review the changes to ${oldTitle}` }).click();

  const details = admin.getByRole('dialog');
  const pending = details.getByRole('region', { name: 'Pending changes' });
  await expect(pending).toContainText(oldTitle);
  await expect(pending).toContainText(newTitle);
  await expectAccessible(admin, '/admin/podcasts details with pending changes');
  await pending.getByRole('button', { name: 'Approve changes' }).click();
  await expect(admin.getByText('Changes approved').first()).toBeVisible();
  await expect(pending).toBeHidden();
  await expect(details.getByRole('heading', { name: newTitle })).toBeVisible();
  await expect(
    details.getByRole('region', { name: 'Moderation history' }).getByText('Changes approved'),
  ).toBeVisible();
  await admin.close();

  // The new title is live; the creator's notice is gone.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await visitor.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText('Changes waiting for review')).toHaveCount(0);
});
