// The public item and creator pages and the embeds, light and dark, pass axe-core.
import { setStatusAsAdmin, uploadMedia } from './clients';
import { expect, test } from './fixtures';
import { wav } from './media-files';
import { blockSoundBeforeAClick } from './sound';
import { expectAccessible, useWorld, visit } from './a11y';

const world = useWorld();

test('embed screens', async ({ page }) => {
  // The player made for other sites' <iframe>s, signed out: an album with its track list (light
  // and dark), one podcast episode in the one-row frame, and what is not available.
  const album = await uploadMedia(
    world.creator,
    `Embedded Hymns ${Date.now()}`,
    [
      { title: 'Morning Hymn', audio: wav(2), filename: 'morning.wav' },
      { title: 'Evening Hymn', audio: wav(2), filename: 'evening.wav' },
    ],
    'album',
  );
  await setStatusAsAdmin(album._id, 'active');
  const episodeId = world.podcast.episodes![0]._id;
  const screens: Array<[string, { width: number; height: number }]> = [
    [`/embed/media/${album._id}?theme=light`, { width: 600, height: 400 }],
    [`/embed/media/${album._id}?theme=dark`, { width: 600, height: 400 }],
    [`/embed/episodes/${episodeId}?t=1&theme=light`, { width: 390, height: 180 }],
    [`/embed/episodes/${episodeId}?theme=dark`, { width: 300, height: 180 }],
  ];
  for (const [path, size] of screens) {
    await page.setViewportSize(size);
    await page.goto(path);
    await expect(page.locator('main.player')).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.setViewportSize({ width: 600, height: 180 });
  await page.goto('/embed/media/not-a-public-item');
  await expect(page.getByRole('heading', { name: 'This audio is not available' })).toBeVisible();
  await expectAccessible(page, '/embed/media (not available)');
});

test('public item and creator pages, light and dark', async ({ page }) => {
  // A visitor with no account, on a first visit from a shared link (the sound waits for a
  // click: the bar holds the episode and the page offers "Play from 0:01").
  await blockSoundBeforeAClick(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await visit(page, `/m/${world.album._id}?t=1`, world.album.title);
    await expect(page.getByRole('button', { name: 'Play from 0:01' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible();
    await expectAccessible(page, `/m (album, shared at 0:01, ${scheme})`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copy embed code' })).toBeVisible();
    await expectAccessible(page, `/m share menu (${scheme})`);
    await page.keyboard.press('Escape');
    await visit(page, `/m/${world.podcast._id}`, world.podcast.title);
    await expect(page.getByRole('link', { name: /^Follow in a podcast app/ })).toBeVisible();
    await expectAccessible(page, `/m (podcast, ${scheme})`);
    await visit(page, `/c/${world.creator.id}`, world.creator.name);
    await expect(page.getByRole('link', { name: new RegExp(world.album.title) })).toBeVisible();
    await expectAccessible(page, `/c (${scheme})`);
    // The sermon is still in review: not public.
    await visit(page, `/m/${world.sermon._id}`, 'This page is not available');
    await expectAccessible(page, `/m 404 (${scheme})`);
  }

  // Signed in as the creator: "Open in app", and only the count on their own follow button.
  const own = await world.creatorContext.newPage();
  await visit(own, `/m/${world.podcast._id}`, world.podcast.title);
  await expect(own.getByRole('link', { name: 'Open in app' })).toBeVisible();
  await expectAccessible(own, '/m signed in');
  await visit(own, `/c/${world.creator.id}`, world.creator.name);
  await expectAccessible(own, '/c signed in');
  await own.close();
});
