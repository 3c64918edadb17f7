// Staff moderating from PocketBase's own dashboard (/_/) in Chromium, as a
// superuser: approve one pending podcast, reject another with a reason. Then
// what listeners and the creator see through our API (API.md), and the
// moderation history admins read.
import type { Page } from '@playwright/test';
import {
  type Account,
  type MediaJSON,
  adminToken,
  call,
  getMedia,
  sharedCreator,
  sharedListener,
  uploadMedia,
} from './clients';
import { expect, test } from './fixtures';
import { readState } from './server';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Signs the e2e superuser in at PocketBase's dashboard. */
async function dashboardSignIn(page: Page) {
  const { email, password } = readState().superuser;
  await page.goto('/_/');
  await expect(page.getByText('Superuser login')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'media', exact: true })).toBeVisible();
}

/**
 * Opens the media collection, finds the pending item by a filter in the
 * search bar (a CodeMirror editor), and opens its record panel.
 */
async function openPending(page: Page, title: string) {
  await page.getByRole('link', { name: 'media', exact: true }).click();
  await expect(page.getByRole('navigation').getByText('media', { exact: true })).toBeVisible();
  const search = page.locator('form.searchbar [contenteditable="true"]');
  await search.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`adminStatus = "pending" && title = "${title}"`);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('pending');
  await row.click();
  const panel = page.locator('.overlay-panel-container.active');
  await expect(panel.getByRole('heading', { name: 'Edit media record' })).toBeVisible();
  await expect(panel.getByLabel('title')).toHaveValue(title);
  return panel;
}

/** Picks a value in the panel's adminStatus select (PocketBase's own dropdown). */
async function chooseStatus(page: Page, status: string) {
  const panel = page.locator('.overlay-panel-container.active');
  const field = panel
    .locator('.form-field')
    .filter({ has: page.locator('label', { hasText: /^\s*adminStatus\s*$/ }) });
  await field.getByRole('button').first().click();
  await field.getByRole('menuitem', { name: status, exact: true }).click();
  await expect(field.locator('.selected-container')).toContainText(status);
}

/** Saves the panel and waits for PocketBase to answer the update. */
async function save(page: Page, mediaId: string) {
  const panel = page.locator('.overlay-panel-container.active');
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/collections/`) &&
      r.url().includes(`/records/${mediaId}`),
  );
  await panel.getByRole('button', { name: 'Save changes' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Edit media record' })).toBeHidden();
}

/** The creator's own list (GET /api/media/user-media), by id. */
async function creatorsList(creator: Account): Promise<Map<string, MediaJSON>> {
  const res = await call<{ data: MediaJSON[] }>('/api/media/user-media?limit=100', {
    token: creator.token,
  });
  expect(res.status).toBe(200);
  return new Map(res.body.data.data.map((m) => [m._id, m]));
}

test('staff approve one podcast and reject another with a reason in PocketBase’s dashboard', async ({
  page,
}) => {
  const creator = await sharedCreator();
  const listener = await sharedListener();
  const stamp = Date.now();
  const approved = await uploadMedia(creator, `Morning Prayers ${stamp}`);
  const rejected = await uploadMedia(creator, `Unfinished Sketches ${stamp}`);
  const reason = 'The second episode is silent: please upload the real recording.';
  // Both wait for review; the creator sees them, listeners do not.
  const before = await creatorsList(creator);
  expect(before.get(approved._id)?.adminStatus).toBe('pending');
  expect(before.get(rejected._id)?.adminStatus).toBe('pending');
  expect((await getMedia(listener.token, approved._id)).status).toBe(404);

  await dashboardSignIn(page);

  // Approve: adminStatus to active, save.
  await openPending(page, approved.title);
  await chooseStatus(page, 'active');
  await save(page, approved._id);

  // Reject: adminStatus to rejected, with a reason.
  const panel = await openPending(page, rejected.title);
  await chooseStatus(page, 'rejected');
  await panel.getByLabel('statusReason').fill(reason);
  await save(page, rejected._id);

  // A listener now sees the approved podcast, with its episodes.
  const seen = await getMedia(listener.token, approved._id);
  expect(seen.status).toBe(200);
  expect(seen.body.data.media.adminStatus).toBe('active');
  expect(
    (seen.body.data.media.episodes ?? []).map((e) => e._id).sort(),
    'a listener sees both episodes of the approved podcast',
  ).toEqual((approved.episodes ?? []).map((e) => e._id).sort());
  // The rejected one does not exist for them.
  expect((await getMedia(listener.token, rejected._id)).status).toBe(404);

  // The creator's list shows the decisions and the reason.
  const after = await creatorsList(creator);
  expect(after.get(approved._id)?.adminStatus).toBe('active');
  expect(after.get(rejected._id)?.adminStatus).toBe('rejected');
  expect(after.get(rejected._id)?.statusReason).toBe(reason);
  // And the items themselves, episodes following their podcast.
  const mine = await getMedia(creator.token, rejected._id);
  expect(mine.status).toBe(200);
  expect(mine.body.data.media.statusReason).toBe(reason);
  expect(
    (mine.body.data.media.episodes ?? []).map((e) => e.adminStatus),
    'the rejected podcast’s episodes are rejected with it',
  ).toEqual(['rejected', 'rejected']);
  const ours = await getMedia(creator.token, approved._id);
  expect(
    (ours.body.data.media.episodes ?? []).map((e) => e.adminStatus),
    'the approved podcast’s episodes are approved with it',
  ).toEqual(['active', 'active']);

  // Admins find both decisions in the item's history, the reason included.
  const history = await call<unknown>(`/api/admin/media/${rejected._id}/history`, {
    token: await adminToken(),
  });
  expect(history.status).toBe(200);
  const text = JSON.stringify(history.body.data);
  expect(text).toContain('rejected');
  expect(text).toContain(reason);
});
