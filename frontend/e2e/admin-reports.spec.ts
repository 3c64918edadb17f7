// Reports and appeals (API.md, "Reports"), end to end: a signed-out visitor reports an approved
// item from its public page while an admin has the report queue open; the report appears in the
// queue without a reload, the admin takes the item down with a reason, the public page and API
// answer 404, the creator is emailed, appeals from their item page, and the admin grants the
// appeal: the item is public again.
import type { Browser, Page } from '@playwright/test';
import {
  adminToken,
  call,
  newAccount,
  setStatusAsAdmin,
  uploadMedia,
  type Account,
  type MediaJSON,
} from './clients';
import { expect, mailsTo, test, uniqueEmail } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { expectAccessible } from './a11y';
import { wav } from './media-files';

let creator: Account;
let item: MediaJSON;

test.beforeAll(async () => {
  creator = await newAccount('reported-creator', `Miriam Reported ${Date.now()}`);
  item = await uploadMedia(
    creator,
    `Songs of Ascent ${Date.now()}`,
    [{ title: 'I Lift My Eyes', audio: wav(3), filename: 'lift.wav' }],
    'podcast',
  );
  await setStatusAsAdmin(item._id, 'active');
});

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The admin sidebar's Reports link, whose name carries the open count when there is one. */
function reportsLink(page: Page) {
  return page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Reports/ })
    .first();
}

test('a reported item is taken down from the live queue, appealed and restored', async ({
  page,
  browser,
  baseURL,
}) => {
  const reporterEmail = uniqueEmail('reporter');
  const title = item.title;

  // The admin opens the queue first: the report must arrive in it live.
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminSignIn(page);
  await page
    .getByRole('link', { name: /^Reports/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const row = page.getByRole('article', { name: title });
  await expect(row).toHaveCount(0);
  const open = await call<{ openReports: number }>('/api/admin/reports?status=open&limit=1', {
    token: await adminToken(),
  });
  const before = open.body.data.openReports;

  // A signed-out visitor reports the item from its public page.
  const visitor = await newPage(browser, baseURL);
  // The approved podcast's feed is served before the report.
  expect((await fetch(`${baseURL}/api/feeds/podcasts/${item._id}.xml`)).status).toBe(200);
  await visitor.goto(`/m/${item._id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = visitor.getByRole('dialog', { name: `Report “${title}”` });
  await dialog.getByRole('radio', { name: /Spam/ }).check();
  await dialog.getByLabel('Details').fill('An advert for a casino between the songs.');
  await dialog.getByLabel('Your email').fill(reporterEmail);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const sent = visitor.getByRole('dialog', { name: 'Report sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(() => mailsTo(reporterEmail).some((m) => m.includes('We received your report')))
    .toBe(true);

  // The queue shows it without a reload, and the sidebar counts it.
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText('1report');
  await expect(row).toContainText(`Podcast by ${creator.name}`);
  await expect(row.getByRole('list', { name: 'Reasons' })).toHaveText('Spam');
  await expect(reportsLink(page)).toHaveAccessibleName(
    `Reports ${before + 1} open ${before + 1 === 1 ? 'report' : 'reports'}`,
  );
  await row.getByRole('button', { name: 'Read the report' }).click();
  const reports = row.getByRole('region', { name: `Reports on ${title}` });
  await expect(reports).toContainText(`From ${reporterEmail} (signed out)`);
  await expect(reports).toContainText('An advert for a casino between the songs.');
  await expect(row.getByRole('region', { name: 'Moderation history' })).toContainText('Approved');
  await expectAccessible(page, '/admin/reports with a report open');

  // Take it down, with a reason (asked for before anything is sent).
  await row.getByRole('button', { name: `Take down ${title}` }).click();
  const takedown = page.getByRole('dialog', { name: `Take down “${title}”` });
  await takedown.getByRole('button', { name: 'Take down' }).click();
  await expect(takedown.getByText('Please give the reason for the takedown')).toBeVisible();
  await page.mouse.move(0, 0); // off the button: axe measures it as drawn, not hovered
  await expectAccessible(page, '/admin/reports take-down dialog with its error');
  await takedown.getByLabel('Reason').fill('Advertising inserted between the songs.');
  await takedown.getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByText('Item taken down')).toBeVisible();
  await expect(takedown).toBeHidden();
  await expect(row).toHaveCount(0);

  // Gone from the public API, its feed and its page.
  expect((await call(`/api/public/media/${item._id}`)).status).toBe(404);
  expect((await fetch(`${baseURL}/api/feeds/podcasts/${item._id}.xml`)).status).toBe(404);
  // The server answers the page 404 (the visitor's browser may keep its copy for five minutes,
  // the page's cache time; the app reads the API and says the same).
  expect((await fetch(`${baseURL}/m/${item._id}`)).status).toBe(404);
  await visitor.goto(`/m/${item._id}`);
  await expect(visitor.getByRole('heading', { name: 'This page is not available' })).toBeVisible();

  // The creator is told, with the reason; the reporter too.
  await expect
    .poll(
      () =>
        mailsTo(creator.email).find((m) => m.includes(`Subject: “${title}” was taken down`)) ?? '',
    )
    .toContain('Advertising inserted between the songs.');
  await expect
    .poll(() => mailsTo(reporterEmail).some((m) => m.includes(`“${title}” was taken down`)))
    .toBe(true);

  // The resolved tab keeps it, with what was done.
  await page.getByRole('button', { name: 'Resolved' }).click();
  const resolved = page.getByRole('article', { name: title });
  await expect(resolved).toBeVisible();
  await resolved.getByRole('button', { name: 'Read the report' }).click();
  await expect(resolved.getByRole('region', { name: `Reports on ${title}` })).toContainText(
    'Item taken down',
  );
  await expect(resolved.getByRole('region', { name: 'Moderation history' })).toContainText(
    'Taken down',
  );

  // The creator appeals from their item page.
  const creatorPage = await newPage(browser, baseURL);
  await signIn(creatorPage, creator.email, creator.password);
  await expect(creatorPage).toHaveURL(/\/user$/);
  await creatorPage.goto(`/user/media/${item._id}`);
  await expect(
    creatorPage.getByText('Advertising inserted between the songs.').first(),
  ).toBeVisible();
  await creatorPage.getByRole('button', { name: 'Appeal this decision' }).click();
  const appealDialog = creatorPage.getByRole('dialog', { name: 'Appeal this decision' });
  await appealDialog
    .getByLabel('Your message')
    .fill('There is no advert: the break at 1:10 is a spoken blessing from our pastor.');
  await appealDialog.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appealDialog).toBeHidden();

  // The admin sees the appeal (the sidebar counts it) and grants it.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Appeals/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/appeals$/);
  const appeal = page.getByRole('article', { name: title });
  await expect(appeal).toContainText('the break at 1:10 is a spoken blessing');
  await expect(appeal).toContainText('Taken down on');
  await expect(appeal).toContainText('Advertising inserted between the songs.');
  await expectAccessible(page, '/admin/appeals with an appeal waiting');
  await appeal.getByRole('button', { name: `Grant the appeal on ${title}` }).click();
  const grant = page.getByRole('dialog', { name: `Grant the appeal on “${title}”` });
  await grant.getByLabel('Note to the creator (optional)').fill('Thank you; we listened again.');
  await grant.getByRole('button', { name: 'Grant and restore' }).click();
  await expect(page.getByText('Appeal granted')).toBeVisible();
  await expect(appeal).toHaveCount(0);

  // Public again (its feed too), and the creator is told.
  await expect.poll(async () => (await call(`/api/public/media/${item._id}`)).status).toBe(200);
  expect((await fetch(`${baseURL}/api/feeds/podcasts/${item._id}.xml`)).status).toBe(200);
  await visitor.goto(`/m/${item._id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() =>
      mailsTo(creator.email).some((m) => m.includes(`Your appeal for “${title}” was granted`)),
    )
    .toBe(true);

  // The history reads each decision by name, with the appeal beside it.
  await page.getByRole('button', { name: 'Decided' }).click();
  const decided = page.getByRole('article', { name: title });
  await expect(decided).toContainText('Granted');
  await decided.getByRole('button', { name: 'Moderation history' }).click();
  const history = decided.getByRole('region', { name: 'Moderation history' });
  await expect(history.getByText('Appeal granted')).toBeVisible();
  await expect(history.getByText('Taken down')).toBeVisible();
  await expect(decided.getByRole('region', { name: 'Appeals' })).toContainText('Granted');

  await visitor.context().close();
  await creatorPage.context().close();
});
