// The listener's screens, signed in and with data on them, pass axe-core with no violations.
import { call, newAccount } from './clients';
import { expect, test } from './fixtures';
import { readState } from './server';
import { expectAccessible, signedInContext, useWorld, visit } from './a11y';

const world = useWorld();

test('listener screens', async () => {
  const page = await world.creatorContext.newPage();
  await visit(page, '/app', /./);
  await expect(
    page.getByRole('link', { name: new RegExp(world.album.title) }).first(),
  ).toBeVisible();
  await expectAccessible(page, '/app');
  await visit(page, `/app/media/${world.album._id}`, world.album.title);
  await expectAccessible(page, '/app/media (album)');
  await visit(page, `/app/media/${world.podcast._id}`, world.podcast.title);
  await expectAccessible(page, '/app/media (podcast)');
  await visit(page, '/app/settings', /./);
  await expectAccessible(page, '/app/settings');
  await visit(page, '/app/content', /./);
  await expectAccessible(page, '/app/content');
  // Signed in, the delete-account page offers the confirmation dialog (not confirmed here).
  await visit(page, '/delete-account', /Delete/);
  await expectAccessible(page, '/delete-account signed in');
  await page
    .getByRole('region', { name: 'Delete my account' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '/delete-account dialog');
  await page.keyboard.press('Escape');
  await page.close();
});

test('follow screens', async ({ browser }) => {
  // A listener who follows the creator: /app lists the creator's items, the analytics count them.
  const follower = await newAccount('a11y-follower', 'Lois Access');
  const followed = await call(`/api/users/follows/${world.creator.id}`, {
    method: 'POST',
    token: follower.token,
  });
  expect(followed.status, JSON.stringify(followed.body)).toBe(200);
  const context = await signedInContext(browser, readState().baseURL, 'listener', follower);
  const page = await context.newPage();
  await visit(page, '/app', /./);
  const section = page.getByRole('region', { name: 'From creators you follow' });
  await expect(section.getByRole('link', { name: new RegExp(world.album.title) })).toBeVisible();
  await expectAccessible(page, '/app with items from followed creators');

  // The unsubscribe page: no token, a token the server refuses, and a good one (its answer
  // stubbed: a real token comes only in a new-item email, which follows.spec.ts reads).
  await visit(page, '/unsubscribe', 'This link is incomplete');
  await expectAccessible(page, '/unsubscribe without a token');
  await visit(page, '/unsubscribe?token=not-a-token', 'We could not unsubscribe you');
  await expectAccessible(page, '/unsubscribe with a bad token');
  await page.route('**/api/users/unsubscribe?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { creator: { _id: world.creator.id, name: world.creator.name }, unsubscribed: true },
      },
    }),
  );
  await visit(page, '/unsubscribe?token=stubbed', 'You’re unsubscribed');
  await expectAccessible(page, '/unsubscribe done');
  await context.close();

  // The creator's analytics, charting new followers.
  const creatorPage = await world.creatorContext.newPage();
  await visit(creatorPage, '/user/analytics', /./);
  await creatorPage
    .getByRole('group', { name: 'Chart' })
    .getByRole('button', { name: 'Followers' })
    .click();
  await expect(creatorPage.getByRole('img', { name: /^New followers per day/ })).toBeVisible();
  await expectAccessible(creatorPage, '/user/analytics followers chart');
  await creatorPage.close();
});
