// A creator's sermon feeds on their Sermons page (issue 26, item 4): the
// warnings a podcast's page shows for its feed (a cover Apple refuses, no
// owner email) shown for the sermons' feed and each series', and the owner
// email those feeds publish, set there. Screenshots at a desktop and a
// phone width; axe-core finds nothing to fix.
import { axe } from './a11y';
import { newAccount, setStatusAsAdmin, uploadMedia } from './clients';
import { expect, test } from './fixtures';
import { signIn } from './flows';
import { wav } from './media-files';

test('a pastor sees what Apple would refuse in their sermon feeds and sets their owner email', async ({
  page,
}) => {
  const pastor = await newAccount('feed-pastor', 'Pastor Miriam');
  const sermon = await uploadMedia(
    pastor,
    'Living Water',
    [{ title: 'Part 1', audio: wav(3), filename: 'water.wav' }],
    'sermon',
    { theme: 'The Gospel of John' },
  );
  await setStatusAsAdmin(sermon._id, 'active');

  await signIn(page, pastor.email, pastor.password);
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/user/sermons');
  const card = page.getByRole('region', { name: 'Your sermon feeds' });
  await expect(card.getByText('No owner email in your sermon feeds')).toBeVisible();
  const feeds = card.getByRole('list', { name: 'Feeds' });
  await expect(feeds.locator(':scope > li')).toHaveCount(2);
  await expect(feeds.getByText(/needs a cover of at least 1400 × 1400 pixels/)).toHaveCount(2);

  for (const [width, name] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/sermon-feed-settings-${name}.png` });
    const results = await (await axe(page)).include('#sermon-feed-title').analyze();
    const cardResults = await (await axe(page)).analyze();
    expect(results.violations, 'axe on the card').toEqual([]);
    expect(
      cardResults.violations.map((v) => v.id),
      `axe on the Sermons page at ${width} px`,
    ).toEqual([]);
  }

  const email = card.getByLabel(/Owner email/);
  await email.fill('not an email');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('sermons@church.example');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sermon feed updated')).toBeVisible();
  await expect(card.getByText('No owner email in your sermon feeds')).toHaveCount(0);

  // The feeds publish it.
  const feedUrl = await feeds.getByRole('link').first().getAttribute('href');
  const rss = await (await page.request.get(feedUrl!)).text();
  expect(rss).toContain('<itunes:email>sermons@church.example</itunes:email>');
});
