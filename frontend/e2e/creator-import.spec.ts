// A creator imports their podcast from another host (API.md, "Creators' workflow": POST
// /api/media/import-feed): the dialog refuses what is not a URL, then the import of a feed served
// by a small HTTP server of the journey's own runs with its progress in view, lists the episode
// whose audio could not be had, survives a reload, and leaves the podcast in the creator's list,
// waiting for review, its episodes keeping their guids.
import { expect, test } from './fixtures';
import { signIn } from './flows';
import { baseURL, getMedia, newAccount, setStatusAsAdmin } from './clients';
import { expectAccessible } from './a11y';
import { startFeedServer, type FeedServer } from './feed-server';

let feed: FeedServer | undefined;
test.afterEach(async () => {
  await feed?.close();
  feed = undefined;
});

test('a creator imports a podcast from its feed, with one episode that could not be had', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Dawn Devotions ${stamp}`;
  const guid = (n: number) => `urn:selah-e2e:${stamp}:episode-${n}`;
  // Newest first, as feeds list them; the import takes the oldest first, and the newest one's
  // audio is held back until the journey has seen the import half-way.
  feed = await startFeedServer(title, [
    {
      title: 'Morning Light',
      guid: guid(3),
      pubDate: 'Sun, 02 Mar 2025 06:00:00 GMT',
      held: true,
    },
    {
      title: 'Broken Episode',
      guid: guid(2),
      pubDate: 'Sun, 23 Feb 2025 06:00:00 GMT',
      broken: true,
    },
    { title: 'First Steps', guid: guid(1), pubDate: 'Sun, 16 Feb 2025 06:00:00 GMT' },
  ]);

  const creator = await newAccount('import', 'Esther Importer');
  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/user/podcasts');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Podcasts' })).toBeVisible();

  await page.getByRole('button', { name: 'Import a podcast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a podcast' });
  await expect(
    dialog.getByText('Paste the RSS address of your podcast on another host.', { exact: false }),
  ).toBeVisible();
  const field = dialog.getByLabel('Feed URL');
  await expect(field).toBeFocused();

  // Not a URL: refused before anything is sent.
  await field.fill('example.com/feed.xml');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    dialog.getByText(
      "Please enter the address of the podcast's RSS feed, like https://example.com/feed.xml",
    ),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/user/podcasts import dialog with a bad URL');
  expect(feed.requests).toEqual([]);

  await field.fill(feed.feedURL);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  // Half-way: the newest episode's audio is held, so the count stops short of the total.
  const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(dialog.getByText(/^Imported [0-2] of 3 episodes$/)).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^Imported [0-2] of 3 episodes$/);
  await expect(page).toHaveURL(/[?&]import=/);
  await expectAccessible(page, '/user/podcasts import in progress');
  feed.release();

  await expect(
    dialog.getByRole('heading', { name: 'Your podcast was imported and is waiting for review' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText(/^Imported 2 of 3 episodes\./)).toBeVisible();
  const failed = dialog.getByRole('region', { name: '1 episode could not be imported' });
  await expect(failed.getByText('Broken Episode')).toBeVisible();
  await expect(failed.getByRole('listitem')).toHaveCount(1);
  await expect(failed.getByRole('listitem')).toContainText(/404|not found/i);
  await expectAccessible(page, '/user/podcasts import done with an episode left out');
  const link = dialog.getByRole('link', { name: 'View podcast' });
  const mediaId = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!);
  expect(feed.requests.filter((p) => p.startsWith('/audio/')).sort()).toEqual([
    '/audio/1.mp3',
    '/audio/2.mp3',
    '/audio/3.mp3',
  ]);

  // The import's id is in the URL: a reload shows how it ended.
  await page.reload();
  await expect(
    dialog.getByRole('heading', { name: 'Your podcast was imported and is waiting for review' }),
  ).toBeVisible();
  await expect(failed.getByText('Broken Episode')).toBeVisible();

  // Closed, it is forgotten; the podcast is in the list, waiting for review.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/import=/);
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('Pending');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/user/media/${mediaId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('First Steps').first()).toBeVisible();
  await expect(page.getByText('Morning Light').first()).toBeVisible();
  await expect(page.getByText('Broken Episode')).toHaveCount(0);

  const saved = await getMedia(creator.token, mediaId);
  expect(saved.status).toBe(200);
  expect(saved.body.data.media.adminStatus).toBe('pending');
  expect(saved.body.data.media.type).toBe('podcast');
  expect(saved.body.data.media.episodes?.map((e) => e.title).sort()).toEqual([
    'First Steps',
    'Morning Light',
  ]);

  // Once approved, the new feed lists each episode under the guid it had on the other host, so
  // subscribers' apps do not download it again.
  await setStatusAsAdmin(mediaId, 'active');
  const xml = await (await fetch(`${baseURL()}/api/feeds/podcasts/${mediaId}.xml`)).text();
  expect(xml).toContain(guid(1));
  expect(xml).toContain(guid(3));
  expect(xml).not.toContain(guid(2));
});

test('an import of an address that is not a feed fails and says why', async ({ page }) => {
  feed = await startFeedServer('Not used', []);
  const creator = await newAccount('import-failed', 'Esther Failed');
  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/user/podcasts');

  await page.getByRole('button', { name: 'Import a podcast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a podcast' });
  await dialog.getByLabel('Feed URL').fill(feed.pageURL);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    dialog.getByRole('heading', { name: 'Your podcast could not be imported' }),
  ).toBeVisible({ timeout: 60_000 });
  // The server's reason, as it gave it.
  await expect(dialog.getByText(/^This address did not answer with an RSS feed/)).toBeVisible();
  await expectAccessible(page, '/user/podcasts import failed');

  // Another try starts from an empty form.
  await dialog.getByRole('button', { name: 'Try another feed' }).click();
  await expect(dialog.getByLabel('Feed URL')).toHaveValue('');
  await expect(page).not.toHaveURL(/import=/);
});
