// The creator's screens, with data and with their forms' errors shown, pass axe-core.
import { expect, test } from './fixtures';
import { png, wav } from './media-files';
import { expectAccessible, useWorld, visit } from './a11y';

const world = useWorld();

test('creator screens', async () => {
  const page = await world.creatorContext.newPage();
  await visit(page, '/user', /./);
  await expectAccessible(page, '/user');
  for (const [path, type, title] of [
    ['/user/songs', 'album', world.album.title],
    ['/user/podcasts', 'podcast', world.podcast.title],
    ['/user/sermons', 'sermon', world.sermon.title],
  ] as const) {
    await visit(page, path, /./);
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    // The page with its upload form's errors shown; the podcast's with a 1×1 cover and WAV
    // audio too, so Apple's feed warnings show.
    const form = page.locator(`#upload-${type}`);
    if (type === 'podcast') {
      await page
        .locator('#upload-podcast-cover')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
      await page
        .locator('#upload-podcast-episode-0-audio')
        .setInputFiles({ name: 'one.wav', mimeType: 'audio/wav', buffer: wav(1) });
      await expect(form.getByText('Apple Podcasts will not take this as it is')).toBeVisible();
    }
    await form
      .getByRole('button', { name: /^Upload/ })
      .last()
      .click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, `${path} with upload errors`);
  }

  await visit(page, `/user/media/${world.podcast._id}`, world.podcast.title);
  await expect(page.getByText('Apple Podcasts will not take this as it is')).toBeVisible();
  await expectAccessible(page, '/user/media (podcast with feed warnings)');
  // An episode the server gives no stream URL: its play button is disabled, with the reason.
  await page.route(`**/api/media/${world.sermon._id}`, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { media: { episodes: object[] } } };
    for (const e of body.data.media.episodes) delete (e as { streamUrl?: string }).streamUrl;
    await route.fulfill({ response: res, json: body });
  });
  await visit(page, `/user/media/${world.sermon._id}`, world.sermon.title);
  await expect(page.getByText('This audio cannot be played yet.')).toBeVisible();
  await expectAccessible(page, '/user/media (pending sermon, audio not playable yet)');
  await visit(page, '/user/analytics', /./);
  await expectAccessible(page, '/user/analytics');
  await page.close();
});
