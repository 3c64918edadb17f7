import { expect, test, uniqueEmail } from './fixtures';
import { signIn } from './flows';
import { signUpThroughAPI } from './clients';
import { png, wav } from './media-files';

test('a pastor uploads a sermon with passages, finds it by search and sees it pending on the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('pastor');
  await signUpThroughAPI('Pastor Daniel', email, 'grace-and-truth-1');
  await signIn(page, email, 'grace-and-truth-1');
  await expect(page).toHaveURL(/\/app$/);

  await page.goto('/user/sermons');
  await expect(page.getByText('No sermons found')).toBeVisible();

  await page.locator('#upload-sermon-title').fill('Born Again');
  await page.locator('#upload-sermon-genre').selectOption({ index: 1 });
  await page.locator('#upload-sermon-description').fill('Nicodemus comes to Jesus at night.');
  await page
    .locator('#upload-sermon-cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await page.locator('#upload-sermon-preacher').fill('Pastor Daniel');
  await page.locator('#upload-sermon-theme').fill('Gospel of John');
  await page.locator('#upload-sermon-bible-references').fill('Hezekiah 3');
  await page.locator('#upload-sermon-episode-0-title').fill('Part 1');
  await page
    .locator('#upload-sermon-episode-0-audio')
    .setInputFiles({ name: 'sermon.wav', mimeType: 'audio/wav', buffer: wav(4) });
  const form = page.getByRole('form', { name: 'Upload a new sermon' });
  await form.getByRole('button', { name: 'Upload Sermon' }).click();
  // The server parses the passages and says what it could not read.
  await expect(form.getByText(/Hezekiah/).first()).toBeVisible();

  await page.locator('#upload-sermon-bible-references').fill('John 3:16-18; Rom 8');
  await form.getByRole('button', { name: 'Upload Sermon' }).click();
  await expect(page.getByText('Sermon uploaded successfully!')).toBeVisible();

  const card = page.getByRole('link', { name: /Born Again/ });
  await expect(card).toContainText('Pending');

  // Search runs on the server.
  const search = page.getByPlaceholder('Search sermons...');
  await search.fill('nothing like this');
  await expect(page.getByText('No sermons found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters...')).toBeVisible();
  await search.fill('born');
  await expect(page.getByRole('link', { name: /Born Again/ })).toBeVisible();

  await page.getByRole('link', { name: /Born Again/ }).click();
  await expect(page.getByText('John 3:16-18')).toBeVisible();
  await expect(page.getByText('Romans 8')).toBeVisible();

  await page.goto('/user');
  const recent = page.getByRole('region', { name: 'Recent Uploads' });
  await expect(recent.getByText('Born Again')).toBeVisible();
  await expect(recent.getByText('Pending').first()).toBeVisible();
});
