import { expect, test, uniqueEmail } from './fixtures';
import { signIn } from './flows';
import { signUpThroughAPI } from './clients';
import { png, wav } from './media-files';

test('a creator uploads an album with two tracks, sees it pending, plays it and deletes it', async ({
  page,
}) => {
  const email = uniqueEmail('creator');
  await signUpThroughAPI('Grace Okafor', email, 'praise-the-lord-1');
  await signIn(page, email, 'praise-the-lord-1');
  // Nothing uploaded yet: the listener's home first; "Start creating" leads to the dashboard.
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('link', { name: 'Start creating' }).first().click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText('No uploads yet')).toBeVisible();

  await page
    .getByRole('region', { name: 'Quick Upload' })
    .getByRole('link', { name: /Upload Music/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Your Songs' })).toBeVisible();
  await expect(page.getByText('Upload your first song to start sharing your music.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Upload a new album' });
  await form.getByRole('button', { name: 'Upload Song' }).click();
  await expect(form.getByText('Please choose a cover image')).toBeVisible();

  await page.locator('#upload-album-title').fill('Morning Praise');
  await page.locator('#upload-album-genre').selectOption({ index: 1 });
  await page.locator('#upload-album-description').fill('Songs for the first hour of the day.');
  await page
    .locator('#upload-album-cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await page.locator('#upload-album-episode-0-title').fill('Great Is Thy Faithfulness');
  await page
    .locator('#upload-album-episode-0-audio')
    .setInputFiles({ name: 'one.wav', mimeType: 'audio/wav', buffer: wav(3) });
  await form.getByRole('button', { name: 'Add Track' }).click();
  await page.locator('#upload-album-episode-1-title').fill('This Is the Day');
  await page
    .locator('#upload-album-episode-1-audio')
    .setInputFiles({ name: 'two.wav', mimeType: 'audio/wav', buffer: wav(65) });
  await form.getByRole('button', { name: 'Upload Song' }).click();

  await expect(page.getByText('Album uploaded successfully!')).toBeVisible();
  await expect(page.locator('#upload-album-title')).toHaveValue('');
  const card = page.getByRole('link', { name: /Morning Praise/ });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('2 tracks');

  // Filtering by Approved hides it (the server applies the filter).
  await page.getByRole('button', { name: 'Filter by status: All Songs' }).click();
  await page.getByRole('menuitemradio', { name: 'Approved' }).click();
  await expect(page.getByText('No songs found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters...')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByRole('link', { name: /Morning Praise/ }).click();
  await expect(page.getByRole('heading', { name: 'Morning Praise' })).toBeVisible();
  await expect(page.getByText('Waiting for review.', { exact: false })).toBeVisible();
  await expect(page.getByText('0:03')).toBeVisible();
  await expect(page.getByText('1:05')).toBeVisible();

  // The audio plays from its signed stream URL.
  await page.getByRole('button', { name: 'Play Great Is Thy Faithfulness' }).click();
  await expect(page.getByRole('button', { name: 'Pause Great Is Thy Faithfulness' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause Great Is Thy Faithfulness' }).click();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete album' }).click();
  await expect(page).toHaveURL(/\/user\/songs$/);
  await expect(page.getByText('Album deleted')).toBeVisible();
  await expect(page.getByText('No songs found')).toBeVisible();
});
