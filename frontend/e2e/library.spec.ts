import type { Page } from '@playwright/test';
import { expectAccessible, settled } from './a11y';
import { call, newAccount, setStatusAsAdmin, uploadMedia, type Account } from './clients';
import { expect, test } from './fixtures';
import { signIn } from './flows';
import { tone } from './media-files';

// The listener's home and library (issue 28): where sign-in lands each kind of account, the
// listener's navigation, and the library filling up as they like and play.

const SHOTS = '/tmp/shots/library';
const EPISODE = 'Evening Hymn';

let creator: Account;
let itemId = '';
let itemTitle = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  creator = await newAccount('library-creator', 'Esther Library');
  itemTitle = `Songs for the Night ${Date.now()}`;
  const item = await uploadMedia(
    creator,
    itemTitle,
    [{ title: EPISODE, audio: tone(20), filename: 'evening.wav' }],
    'album',
  );
  itemId = item._id;
  await setStatusAsAdmin(itemId, 'active');
});

/** Screenshots the page at both widths (the sidebar opened on the phone), then back to desktop. */
async function shoot(page: Page, name: string, openMenu = false) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky bars where they belong
    if (openMenu && width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !openMenu });
    if (openMenu && width < 1024) await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new listener lands on /app, likes and plays an item, and finds it in the library', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const listener = await newAccount('library-listener', 'Ruth Library');
  await signIn(page, listener.email, listener.password);
  await expect(page).toHaveURL(/\/app$/);

  // The listener's navigation: listening first, and the way to start creating.
  const nav = page.getByRole('navigation', { name: 'Listener' });
  // The navigation's lists (the Library panel under them has its own link).
  await expect(nav.getByRole('list').getByRole('link')).toHaveText([
    'Browse',
    'Library',
    'Following',
    'Settings',
    'Start creating',
    'Sign Out',
  ]);
  await expect(nav.getByRole('link', { name: 'Start creating' })).toHaveAttribute('href', '/user');
  await expect(nav.getByRole('link', { name: 'Songs' })).toHaveCount(0);
  await expect(page.getByText('Your library is empty')).toBeVisible();
  await expectAccessible(page, '/app (a listener)');
  await shoot(page, 'app-listener', true);

  // An empty library: each section says what will fill it.
  await nav.getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  for (const [section, empty] of [
    ['Continue listening', 'Nothing to continue'],
    ['New from creators you follow', 'You don’t follow anyone yet'],
    ['Liked', 'No liked items yet'],
    ['History', 'Nothing played yet'],
  ]) {
    await expect(page.getByRole('region', { name: section }).getByText(empty)).toBeVisible();
  }
  await expectAccessible(page, '/app/library (empty)');
  await shoot(page, 'library-empty');

  // After this visit: the listener follows the creator, who publishes another item.
  const follow = await call(`/api/users/follows/${creator.id}`, {
    method: 'POST',
    token: listener.token,
  });
  expect(follow.status, JSON.stringify(follow.body)).toBe(200);
  const fresh = await uploadMedia(
    creator,
    `Psalms at Dawn ${Date.now()}`,
    [{ title: 'Psalm 5', audio: tone(2), filename: 'psalm.wav' }],
    'sermon',
  );
  await setStatusAsAdmin(fresh._id, 'active');

  // Like the item and play a little of it; pausing saves where the listener stopped.
  await page.goto(`/app/media/${itemId}`);
  await expect(page.getByRole('heading', { name: itemTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(page.getByRole('button', { name: 'Unlike, 1 like' })).toBeVisible();
  const saved = page.waitForResponse(
    (r) =>
      /\/api\/media\/episodes\/[^/]+\/position$/.test(r.url()) && r.request().method() === 'PUT',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: `Play ${EPISODE}` }).click();
  await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1, null, {
    timeout: 30_000,
  });
  await page
    .getByRole('region', { name: 'Now playing' })
    .getByRole('button', { name: 'Pause', exact: true })
    .click();
  expect((await saved).status()).toBe(204);

  // The library has it: liked, and in the history with where they stopped.
  await page
    .getByRole('navigation', { name: 'Listener' })
    .getByRole('link', { name: 'Library', exact: true })
    .click();
  const liked = page.getByRole('region', { name: 'Liked' });
  await expect(liked.getByRole('link', { name: new RegExp(itemTitle) })).toHaveAttribute(
    'href',
    `/app/media/${itemId}`,
  );
  // New since the last visit: the item published after it, not the one from before.
  const following = page.getByRole('region', { name: 'New from creators you follow' });
  await expect(following.getByRole('link', { name: /Esther Library\s*1 new/ })).toHaveAttribute(
    'href',
    `/c/${creator.id}`,
  );
  await expect(following.getByRole('link', { name: new RegExp(fresh.title) })).toBeVisible();
  await expect(following.getByRole('link', { name: new RegExp(itemTitle) })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  const row = history.getByRole('listitem').filter({ hasText: EPISODE });
  await expect(row).toContainText('left');
  await expect(page.getByText(/1 liked item · 1 episode played/)).toBeVisible();
  await expectAccessible(page, '/app/library (filled)');
  await shoot(page, 'library-filled');

  // Mark it played; the server keeps it, and it can be undone the other way.
  await row.getByRole('button', { name: `Mark as played: ${EPISODE}` }).click();
  await expect(page.getByText(`Marked “${EPISODE}” as played`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Mark as unplayed: ${EPISODE}` })).toBeVisible();
  await expect(row).toContainText('Played');
  const asked = await call<{ data: Array<{ finished: boolean; episode: { title: string } }> }>(
    '/api/media/history',
    { token: listener.token },
  );
  expect(asked.body.data.data.map((e) => [e.episode.title, e.finished])).toEqual([[EPISODE, true]]);
  await shoot(page, 'library-played');

  await row.getByRole('button', { name: `Mark as unplayed: ${EPISODE}` }).click();
  await expect(row.getByRole('button', { name: `Mark as played: ${EPISODE}` })).toBeVisible();
  await expect(row).toContainText('Not started');

  // Following: who they follow and what those creators published.
  await page
    .getByRole('navigation', { name: 'Listener' })
    .getByRole('link', { name: 'Following', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Creators you follow', exact: true })
      .getByRole('link', { name: /Esther Library/ }),
  ).toHaveAttribute('href', `/c/${creator.id}`);
  await expect(
    page
      .getByRole('region', { name: 'From creators you follow' })
      .getByRole('link', { name: new RegExp(fresh.title) }),
  ).toBeVisible();
  await expectAccessible(page, '/app/following');
  await shoot(page, 'following');
});

test('a creator (an account with an uploaded item) still lands on /user', async ({ page }) => {
  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Creator' });
  await expect(nav.getByRole('link', { name: 'Songs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Library', exact: true })).toHaveAttribute(
    'href',
    '/app/library',
  );
  await expect(nav.getByRole('link', { name: 'Start creating' })).toHaveCount(0);
});
