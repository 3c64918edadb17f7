// Reports and appeals (issue 30, API.md "Reports"): a visitor with no account reports an approved
// item from its public page and is told a second report of it waits on the first; a rights holder
// sends the copyright notice form, reached from the report dialog; a creator appeals a rejection
// and sees the admin's decision.
import { call, getMedia, newAccount, setStatusAsAdmin, uploadMedia, adminToken } from './clients';
import type { Account, MediaJSON } from './clients';
import { expectAccessible } from './a11y';
import { expect, mailsTo, test, uniqueEmail } from './fixtures';
import { signIn } from './flows';
import { wav } from './media-files';

const THANKS = 'Thank you. Your report was received and will be reviewed.';
const ALREADY = 'You have already reported this item. We will let you know what happens.';

let creator: Account;
let sermon: MediaJSON;

test.beforeAll(async () => {
  creator = await newAccount('reports-creator', `Naomi Reports ${Date.now()}`);
  sermon = await uploadMedia(
    creator,
    `The Lost Sheep ${Date.now()}`,
    [{ title: 'Ninety-Nine and One', audio: wav(4), filename: 'sheep.wav' }],
    'sermon',
    { preacher: 'Pastor Naomi', theme: 'Parables' },
  );
  await setStatusAsAdmin(sermon._id, 'active');
});

test('a signed-out visitor reports an item as spam, and a second report from the same email waits on the first', async ({
  page,
}) => {
  const email = uniqueEmail('reporter');
  await page.goto(`/m/${sermon._id}`);
  await expect(page.getByRole('heading', { level: 1, name: sermon.title })).toBeVisible();

  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Report “${sermon.title}”`);
  // Nothing chosen: the form says so before anything is sent.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await expect(
    dialog.getByText('Please enter your email so we can tell you what happens'),
  ).toBeVisible();
  await expectAccessible(page, '/m report dialog with errors');

  await dialog.getByRole('radio', { name: /Spam/ }).check();
  await dialog
    .getByLabel('Details', { exact: true })
    .fill('An advert for a loan company reads over the sermon.');
  await dialog.getByLabel('Your email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send report' }).click();

  await expect(dialog.getByRole('heading', { name: 'Report sent' })).toBeVisible();
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await expectAccessible(page, '/m report dialog sent');
  // The server wrote to the reporter that it was received.
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The same email again: one open report per reporter and item.
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /Spam/ })).not.toBeChecked();
  await dialog.getByRole('radio', { name: /Misleading/ }).check();
  await dialog.getByLabel('Your email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ALREADY);
  await expect(dialog.getByRole('heading', { name: 'Report sent' })).toHaveCount(0);
});

test('a rights holder goes from the report dialog to the copyright notice form and sends it signed out', async ({
  page,
}) => {
  const email = uniqueEmail('rights-holder');
  await page.goto(`/m/${sermon._id}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Report “${sermon.title}”` });
  await dialog.getByRole('radio', { name: /Copyright \/ rights/ }).check();
  await expect(dialog.getByRole('button', { name: 'Send report' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Open the copyright form' }).click();

  await expect(page).toHaveURL(new RegExp(`/report-copyright\\?item=${sermon._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Copyright notice' })).toBeVisible();
  await expect(page).toHaveTitle('Copyright notice | Selah');
  const form = page.getByRole('form', { name: 'Copyright notice' });
  const origin = new URL(page.url()).origin;
  await expect(form.getByLabel('Link to the item', { exact: true })).toHaveValue(
    `${origin}/m/${sermon._id}`,
  );

  // Sent empty: every required part is named, the statements too.
  await form.getByRole('button', { name: 'Send notice' }).click();
  await expect(form.getByText('Please fill in this field')).toHaveCount(3);
  await expect(form.getByText('Please confirm this statement')).toHaveCount(2);
  await expectAccessible(page, '/report-copyright with errors');

  // A link to something that is not an item is refused with what a good one looks like.
  await form.getByLabel('Link to the item', { exact: true }).fill(`${origin}/c/${creator.id}`);
  await form
    .getByLabel('The copyrighted work', { exact: true })
    .fill('“Ninety-Nine and One”, sermon recording, 2021');
  await form.getByLabel('The rights holder', { exact: true }).fill('Shepherd Media Ltd');
  await form
    .getByLabel('Your name and postal address or phone', { exact: true })
    .fill('Ruth Shepherd\n4 Vine Street, Bethany');
  await form.getByLabel('Your email', { exact: true }).fill(email);
  await form.getByLabel('Details (optional)', { exact: true }).fill('The whole recording is ours.');
  await form.getByRole('checkbox', { name: /good faith belief/ }).check();
  await form.getByRole('checkbox', { name: /information in this notice is accurate/ }).check();
  await form.getByRole('button', { name: 'Send notice' }).click();
  await expect(
    form.getByText(`This is not a link to an item on Selah. It looks like ${origin}/m/abc123`),
  ).toBeVisible();

  await form.getByLabel('Link to the item', { exact: true }).fill(`${origin}/m/${sermon._id}?t=30`);
  await form.getByRole('button', { name: 'Send notice' }).click();
  await expect(page.getByRole('heading', { name: 'Notice received' })).toBeFocused();
  await expect(page.getByText(THANKS).first()).toBeVisible();
  await expectAccessible(page, '/report-copyright sent');
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Back to the item' })).toHaveAttribute(
    'href',
    `/m/${sermon._id}`,
  );
});

test('a creator appeals a rejection, sees it waiting, then sees it denied with the reason', async ({
  page,
}) => {
  const owner = await newAccount('appeal-creator', `Lydia Appeals ${Date.now()}`);
  const album = await uploadMedia(
    owner,
    `Songs of Ascent ${Date.now()}`,
    [{ title: 'Psalm 121', audio: wav(2), filename: 'psalm.wav' }],
    'album',
  );
  await setStatusAsAdmin(album._id, 'rejected', 'The cover art appears to be a stock photo.');

  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/user$/);
  await page.goto(`/user/media/${album._id}`);
  await expect(page.getByRole('heading', { level: 1, name: album.title })).toBeVisible();
  await page.getByRole('button', { name: 'Appeal this decision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appeal this decision' });
  await expect(dialog.getByText('The cover art appears to be a stock photo.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send appeal' }).click();
  await expect(dialog.getByText('Please tell us why this decision should change')).toBeVisible();
  await expectAccessible(page, '/user/media appeal dialog with an error');

  await dialog
    .getByLabel('Your message', { exact: true })
    .fill('I took the cover photo myself at the Sea of Galilee; I can send the original file.');
  await dialog.getByRole('button', { name: 'Send appeal' }).click();
  await expect(page.getByText('Your appeal was sent. An admin will look at it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const waiting = page.getByRole('status', { name: /Your appeal is waiting for review/ });
  await expect(waiting).toContainText('I took the cover photo myself');
  await expect(page.getByRole('button', { name: 'Appeal this decision' })).toHaveCount(0);
  await expectAccessible(page, '/user/media with an appeal waiting');

  // An admin denies it (the admin's screens are another journey's): the page says so, with why.
  const item = await getMedia(owner.token, album._id);
  const appealId = (item.body.data.media as MediaJSON & { appeal: { _id: string } }).appeal._id;
  const denied = await call(`/api/admin/appeals/${appealId}`, {
    method: 'PUT',
    token: await adminToken(),
    json: { action: 'deny', reason: 'The same photo is sold by a stock library.' },
  });
  expect(denied.status, JSON.stringify(denied.body)).toBe(200);
  await page.reload();
  const decided = page.getByRole('status', { name: /Your appeal was denied/ });
  await expect(decided).toContainText('The same photo is sold by a stock library.');
  await expect(page.getByRole('button', { name: 'Appeal this decision' })).toHaveCount(0);
  await expectAccessible(page, '/user/media with an appeal denied');
});
