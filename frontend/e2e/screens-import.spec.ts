// Screenshots of "Import a podcast" at 1280 and 390 px wide, written to test-results/screens/
// (git-ignored): the dialog (empty and with a refused URL), an import half-way, one done with an
// episode left out, one that failed, and the page's banner for an import whose dialog was closed;
// axe checks each. Runs only when asked: SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import { newAccount, type Account } from './clients';
import { expect, test } from './fixtures';
import { signIn } from './flows';
import { expectAccessible } from './a11y';
import { startFeedServer, type FeedServer } from './feed-server';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');

const WIDTHS = [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const;

let creator: Account;
test.beforeAll(async () => {
  creator = await newAccount('screens-import', 'Esther Screens');
});

let feed: FeedServer | undefined;
test.afterEach(async () => {
  await feed?.close();
  feed = undefined;
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

for (const [label, width, height] of WIDTHS) {
  test(`import a podcast at ${width} px`, async ({ page }) => {
    const stamp = Date.now();
    const title = `The Quiet Hour: Morning Devotions ${stamp}`;
    feed = await startFeedServer(title, [
      {
        title: 'Psalm 23 and the Valley of the Shadow',
        guid: `urn:screens:${stamp}:4`,
        pubDate: 'Sun, 09 Mar 2025 06:00:00 GMT',
        held: true,
      },
      {
        title: 'The Lost Sheep (Luke 15), a Sermon Recorded at the Harvest Conference 2019',
        guid: `urn:screens:${stamp}:3`,
        pubDate: 'Sun, 02 Mar 2025 06:00:00 GMT',
        broken: true,
      },
      {
        title: 'Be Still',
        guid: `urn:screens:${stamp}:2`,
        pubDate: 'Sun, 23 Feb 2025 06:00:00 GMT',
        broken: true,
      },
      {
        title: 'First Light',
        guid: `urn:screens:${stamp}:1`,
        pubDate: 'Sun, 16 Feb 2025 06:00:00 GMT',
      },
    ]);
    await page.setViewportSize({ width, height });
    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/(app|user)$/);
    await page.goto('/user/podcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Podcasts' })).toBeVisible();
    await shoot(page, `import-page-${label}`);

    await page.getByRole('button', { name: 'Import a podcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a podcast' });
    await expect(dialog.getByLabel('Feed URL')).toBeFocused();
    await shoot(page, `import-dialog-${label}`);
    await expectAccessible(page, 'import dialog');

    await dialog.getByLabel('Feed URL').fill('feeds.example.com/quiet-hour');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText(/like https:\/\/example\.com\/feed\.xml/)).toBeVisible();
    await shoot(page, `import-dialog-error-${label}`);
    await expectAccessible(page, 'import dialog with a refused URL');

    await dialog.getByLabel('Feed URL').fill(feed.feedURL);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    // Held where it waits for the newest episode's audio: one in, two that could not be had.
    await expect(dialog.getByText('Imported 1 of 4 episodes', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByText(/^2 episodes could not be imported so far/)).toBeVisible();
    await shoot(page, `import-progress-${label}`);
    await expectAccessible(page, 'import in progress');

    // Closed half-way: the page's banner follows it.
    await dialog.getByRole('button', { name: 'Continue in background' }).click();
    const banner = page.getByRole('region', { name: 'Podcast import' });
    await expect(banner.getByText('Importing your podcast')).toBeVisible();
    await shoot(page, `import-banner-running-${label}`);
    await expectAccessible(page, 'import banner while running');

    feed.release();
    await expect(banner.getByText(/Your podcast was imported/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Podcast imported. It is waiting for review.')).toBeVisible();
    await shoot(page, `import-banner-done-${label}`);
    await expectAccessible(page, 'import banner once done');
    // The toast goes by itself; the details are shot without it.
    await expect(page.getByText('Podcast imported. It is waiting for review.')).toBeHidden({
      timeout: 10_000,
    });

    await banner.getByRole('button', { name: 'Show details' }).click();
    await expect(dialog.getByRole('region', { name: /could not be imported/ })).toBeVisible();
    await shoot(page, `import-done-errors-${label}`);
    await expectAccessible(page, 'import done with episodes left out');

    // A failed import: an address that answers a web page, not a feed.
    await dialog.getByRole('button', { name: 'Import another' }).click();
    await dialog.getByLabel('Feed URL').fill(feed.pageURL);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Your podcast could not be imported' }),
    ).toBeVisible({ timeout: 60_000 });
    await shoot(page, `import-failed-${label}`);
    await expectAccessible(page, 'import failed');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('Pending');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `test-results/screens/import-list-${label}.png`,
      fullPage: true,
    });
  });
}
