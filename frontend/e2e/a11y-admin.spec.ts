// The admin's screens, with data on them, pass axe-core with no violations.
import { expect, test } from './fixtures';
import { expectAccessible, useWorld, visit } from './a11y';

const world = useWorld();

test('admin screens', async () => {
  const page = await world.adminContext.newPage();
  await visit(page, '/admin', /./);
  await expectAccessible(page, '/admin');
  for (const [path, title] of [
    ['/admin/songs', world.album.title],
    ['/admin/sermons', world.sermon.title],
    ['/admin/podcasts', world.podcast.title],
  ] as const) {
    await visit(page, path, /./);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectAccessible(page, path);
  }
  // The podcast's details, with its episodes and feed warnings.
  await page.getByRole('button', { name: world.podcast.title, exact: true }).click();
  const details = page.getByRole('dialog', { name: world.podcast.title });
  await expect(details.getByRole('button', { name: 'Play Still Waters' })).toBeVisible();
  await expectAccessible(page, '/admin/podcasts details dialog');
  await page.keyboard.press('Escape');

  await visit(page, '/admin/users', /./);
  await expect(page.getByRole('cell', { name: world.creator.email })).toBeVisible();
  await expectAccessible(page, '/admin/users');
  await visit(page, '/admin/settings', /./);
  await expectAccessible(page, '/admin/settings');
  await page.close();
});
