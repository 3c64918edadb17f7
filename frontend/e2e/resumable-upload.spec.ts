import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { signIn } from './flows';
import { signUpThroughAPI } from './clients';
import { png, song, tone } from './media-files';

const CHUNK = 8 * 1024 * 1024;

/** The signed-in user's token, as the app keeps it (PocketBase's LocalAuthStore). */
function userToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('selah.user');
    return raw ? ((JSON.parse(raw) as { token?: string }).token ?? '') : '';
  });
}

interface Patch {
  url: string;
  offset: number;
  aborted: boolean;
}

test('an album upload survives a dropped connection, resumes from the offset, and plays with a waveform', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('resumable');
  await signUpThroughAPI('Miriam Adebayo', email, 'sing-unto-the-lord-1');
  await signIn(page, email, 'sing-unto-the-lord-1');
  await expect(page).toHaveURL(/\/app$/);

  // The connection drops once, in the middle of the long track: its second chunk.
  const patches: Patch[] = [];
  const creations: string[] = [];
  let dropped = false;
  await page.route('**/api/uploads/**', async (route) => {
    const req = route.request();
    if (req.method() === 'POST') creations.push(req.url());
    if (req.method() !== 'PATCH') return route.continue();
    const offset = Number((await req.headerValue('upload-offset')) ?? '-1');
    const drop = !dropped && offset > 0;
    patches.push({ url: req.url(), offset, aborted: drop });
    if (drop) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await page.goto('/user/songs');
  const form = page.getByRole('form', { name: 'Upload a new album' });
  await page.locator('#upload-album-title').fill('Songs in the Night');
  await page.locator('#upload-album-genre').selectOption({ index: 1 });
  await page.locator('#upload-album-description').fill('A long hymn and a short amen.');
  await page
    .locator('#upload-album-cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await page.locator('#upload-album-episode-0-title').fill('Abide With Me');
  const long = song(40); // 40 s of a studio master: about 22 MiB, three chunks
  expect(long.length).toBeGreaterThan(2 * CHUNK);
  await page
    .locator('#upload-album-episode-0-audio')
    .setInputFiles({ name: 'abide.wav', mimeType: 'audio/wav', buffer: long });
  await form.getByRole('button', { name: 'Add Track' }).click();
  await page.locator('#upload-album-episode-1-title').fill('Amen');
  await page
    .locator('#upload-album-episode-1-audio')
    .setInputFiles({ name: 'amen.wav', mimeType: 'audio/wav', buffer: tone(5, 523) });
  await form.getByRole('button', { name: 'Upload Song' }).click();

  // Per-file rows and a total bar while the files go up.
  await expect(form.getByRole('progressbar', { name: 'Total upload progress' })).toBeVisible();
  await expect(form.getByRole('progressbar', { name: 'abide.wav upload progress' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await expect(page.getByText('Album uploaded successfully!')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#upload-album-title')).toHaveValue('');

  // The chunk after the drop went on from where the server was: it did not start over.
  const drop = patches.findIndex((p) => p.aborted);
  expect(drop).toBeGreaterThan(0);
  const after = patches.slice(drop + 1).find((p) => p.url === patches[drop].url);
  expect(after, 'a PATCH after the dropped one').toBeDefined();
  expect(after!.offset).toBeGreaterThan(0);
  expect(after!.offset).toBe(patches[drop].offset);
  // One upload per file: the cover, the long track and the short one.
  expect(creations).toHaveLength(3);
  await page.unroute('**/api/uploads/**');

  const card = page.getByRole('link', { name: /Songs in the Night/ });
  await expect(card).toContainText('2 tracks');
  await card.click();
  await expect(page.getByRole('heading', { name: 'Songs in the Night' })).toBeVisible();
  await expect(page.getByText('0:40')).toBeVisible();
  const mediaId = /\/user\/media\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  expect(mediaId).not.toBe('');

  // The server measures the waveform in the background: wait for it, then load the page fresh.
  const token = await userToken(page);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/media/${mediaId}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as {
          data: { media: { episodes: Array<{ title: string; peaks: number[] | null }> } };
        };
        return (
          body.data.media.episodes.find((e) => e.title === 'Abide With Me')?.peaks?.length ?? 0
        );
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0);

  await page.goto(`/app/media/${mediaId}`);
  await page.getByRole('button', { name: 'Play Abide With Me' }).click();
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.getByRole('link', { name: 'Abide With Me' })).toBeVisible();
  const waveform = bar.getByTestId('waveform');
  await expect(waveform).toBeVisible();
  // The waveform is the seek bar: the same slider the other journeys use.
  await bar.getByRole('slider', { name: 'Seek' }).fill('25');
  await page.waitForFunction(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
    return Boolean(a && a.currentTime >= 25);
  });
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
});

/** Fills the album form: a cover, the long track from a file on disk, and a short one. */
async function fillAlbum(page: Page, form: Locator, title: string, longPath: string) {
  await page.locator('#upload-album-title').fill(title);
  await page.locator('#upload-album-genre').selectOption({ index: 1 });
  await page.locator('#upload-album-description').fill('Picked up where it stopped.');
  await page
    .locator('#upload-album-cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await page.locator('#upload-album-episode-0-title').fill('It Is Well');
  await page.locator('#upload-album-episode-0-audio').setInputFiles(longPath);
  await form.getByRole('button', { name: 'Add Track' }).click();
  await page.locator('#upload-album-episode-1-title').fill('Amen');
  await page
    .locator('#upload-album-episode-1-audio')
    .setInputFiles({ name: 'amen.wav', mimeType: 'audio/wav', buffer: tone(5, 523) });
}

test('after a page reload mid-upload, picking the same file again resumes from the server offset', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('reload');
  await signUpThroughAPI('Horatio Spafford', email, 'when-peace-like-a-river-1');
  await signIn(page, email, 'when-peace-like-a-river-1');
  await expect(page).toHaveURL(/\/app$/);
  // The form asks before leaving mid-upload; this journey leaves on purpose.
  page.on('dialog', (dialog) => void dialog.accept());

  // A real file on disk keeps its name, size and date across the reload, as a creator's does.
  const long = song(34); // about 19 MiB: three chunks
  const longPath = test.info().outputPath('it-is-well.wav');
  writeFileSync(longPath, long);

  // Which tus URL is the long track's: its creation declares its length.
  const longUrls: string[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() === 'POST' && req.headers()['upload-length'] === String(long.length)) {
      const location = res.headers()['location'];
      if (location) longUrls.push(new URL(location, res.url()).pathname);
    }
  });
  const patches: Array<{ path: string; offset: number }> = [];
  let offline = true;
  await page.route('**/api/uploads/**', async (route) => {
    const req = route.request();
    if (req.method() !== 'PATCH') return route.continue();
    const offset = Number((await req.headerValue('upload-offset')) ?? '-1');
    patches.push({ path: new URL(req.url()).pathname, offset });
    // The first chunk of the long track goes through; then the network is gone.
    if (offline && offset > 0) return route.abort('internetdisconnected');
    return route.continue();
  });

  await page.goto('/user/songs');
  const form = page.getByRole('form', { name: 'Upload a new album' });
  await fillAlbum(page, form, 'It Is Well', longPath);
  await form.getByRole('button', { name: 'Upload Song' }).click();
  await expect(form.getByText('Connection lost — retrying…').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(longUrls).toHaveLength(1);
  const held = patches.filter((p) => p.path === longUrls[0] && p.offset > 0)[0]?.offset ?? 0;
  expect(held).toBe(CHUNK);

  // The page reloads (a crash, a closed laptop); the network comes back.
  await page.reload();
  offline = false;
  patches.length = 0;
  await expect(page.getByRole('form', { name: 'Upload a new album' })).toBeVisible();
  await fillAlbum(page, form, 'It Is Well', longPath);
  await form.getByRole('button', { name: 'Upload Song' }).click();
  await expect(page.getByText('Album uploaded successfully!')).toBeVisible({ timeout: 60_000 });

  // No new upload for the long track: its first PATCH carried on from the server's offset.
  expect(longUrls).toHaveLength(1);
  const first = patches.find((p) => p.path === longUrls[0]);
  expect(first?.offset).toBe(CHUNK);
  await expect(page.getByRole('link', { name: /It Is Well/ })).toContainText('2 tracks');
});

test('cancel stops the upload, deletes it on the server and leaves the form as it was', async ({
  page,
}) => {
  const email = uniqueEmail('cancel');
  await signUpThroughAPI('Fanny Crosby', email, 'blessed-assurance-1');
  await signIn(page, email, 'blessed-assurance-1');
  await expect(page).toHaveURL(/\/app$/);

  // Chunks crawl, so there is time to cancel mid-file.
  await page.route('**/api/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 1500));
    return route.continue().catch(() => undefined);
  });
  const deletes: Promise<number>[] = [];
  page.on('request', (req) => {
    if (req.method() === 'DELETE' && req.url().includes('/api/uploads/'))
      deletes.push(req.response().then((res) => res?.status() ?? 0));
  });

  await page.goto('/user/songs');
  const form = page.getByRole('form', { name: 'Upload a new album' });
  const longPath = test.info().outputPath('blessed.wav');
  writeFileSync(longPath, song(34));
  await fillAlbum(page, form, 'Blessed Assurance', longPath);
  await form.getByRole('button', { name: 'Upload Song' }).click();
  // Cancel once the cover is in and the long track is on its way.
  const files = form.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem').filter({ hasText: 'cover.png' })).toContainText('Done');
  await expect(files.getByRole('listitem').filter({ hasText: 'blessed.wav' })).toContainText(
    'Uploading',
  );
  await form.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByText('Upload cancelled')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Upload Song' })).toBeEnabled();
  await expect(form.getByRole('progressbar', { name: 'Total upload progress' })).toBeHidden();
  await expect(page.locator('#upload-album-title')).toHaveValue('Blessed Assurance');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // Both uploads begun (the finished cover and the long track) are terminated: 204.
  await expect.poll(() => deletes.length).toBe(2);
  expect(await Promise.all(deletes)).toEqual(deletes.map(() => 204));
});
