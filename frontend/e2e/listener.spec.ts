import type { Page } from '@playwright/test';
import { approve, uploadAlbum } from './albums';
import { expect, test, uniqueEmail } from './fixtures';
import { signIn } from './flows';
import { signUpThroughAPI } from './clients';

const ALBUM = `Sunrise Hymns ${Date.now()}`;
const LONG = 'Psalm of Dawn'; // 180 s: long enough to seek in, wander off and resume on a slow machine
const SHORT = 'Amen'; // 10 s: shorter than 30 s, so hearing all of it counts as a play

/** The player's <audio> element's state, read in the page. */
function audio(page: Page) {
  return page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
    return a
      ? {
          time: a.currentTime,
          paused: a.paused,
          rate: a.playbackRate,
          src: a.src,
          n: document.querySelectorAll('audio').length,
        }
      : null;
  });
}

/** m:ss of a position, rounded as the page writes it (under an hour here). */
function clock(seconds: number): string {
  const total = Math.round(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Waits until the player plays at or after `from` seconds. */
async function playingFrom(page: Page, from: number, timeout = 15_000) {
  await page.waitForFunction(
    (from) => {
      const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
      return Boolean(a && !a.paused && a.currentTime > from);
    },
    from,
    { timeout },
  );
}

test('a listener finds an approved album, plays, seeks, likes, resumes, and the creator sees the play', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Every position the server accepted, in order.
  const saves: number[] = [];
  page.on('response', (r) => {
    if (
      /\/api\/media\/episodes\/[^/]+\/position$/.test(r.url()) &&
      r.request().method() === 'PUT' &&
      r.status() === 204
    ) {
      saves.push(JSON.parse(r.request().postData() ?? '{}').position as number);
    }
  });

  // A creator uploads an album with real audio; the admin approves it.
  const creator = { email: uniqueEmail('hymn-writer'), password: 'songs-of-dawn-1' };
  await signUpThroughAPI('Hannah Mwangi', creator.email, creator.password);
  const mediaId = await uploadAlbum(baseURL!, creator.email, creator.password, {
    title: ALBUM,
    description: 'Two songs for the first light.',
    tracks: [
      { title: LONG, seconds: 180, hz: 440, description: 'A long, slow tone.' },
      { title: SHORT, seconds: 10, hz: 523, description: 'A short one.' },
    ],
  });
  await approve(request, mediaId);

  // A listener signs up and finds it by searching at /app.
  const listener = { email: uniqueEmail('listener'), password: 'still-waters-1' };
  await signUpThroughAPI('Ruth Listener', listener.email, listener.password);
  await signIn(page, listener.email, listener.password);
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/app');
  await page.getByRole('searchbox', { name: 'Search' }).fill('sunrise hymns');
  await expect(page).toHaveURL(/search=sunrise\+hymns/);
  await page.getByRole('link', { name: new RegExp(ALBUM) }).click();
  await expect(page.getByRole('heading', { name: ALBUM })).toBeVisible();
  await expect(page.getByText('Hannah Mwangi').first()).toBeVisible();
  const tracks = page.getByRole('list', { name: 'Tracks' });
  await expect(tracks.getByRole('listitem').filter({ hasText: LONG })).toContainText('3:00');
  await expect(tracks.getByRole('listitem').filter({ hasText: SHORT })).toContainText('0:10');

  // The short track plays to the end (real decoding: the time advances) and counts as a play.
  const played = page.waitForResponse(
    (r) => r.url().endsWith('/api/media/plays') && r.request().method() === 'POST',
    { timeout: 60_000 }, // loading, then 10 s of audio, on a busy machine
  );
  await page.getByRole('button', { name: `Play ${SHORT}` }).click();
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.getByRole('link', { name: SHORT })).toBeVisible();
  await playingFrom(page, 1);
  const report = await played;
  expect(report.status()).toBe(202);
  expect(((await report.json()) as { data: { counted: boolean } }).data.counted).toBe(true);
  expect(JSON.parse(report.request().postData() ?? '{}').position).toBeGreaterThanOrEqual(9.5);

  // The long track: speed, seek, pause (which saves the position).
  await page.getByRole('button', { name: `Play ${LONG}` }).click();
  await expect(bar.getByRole('link', { name: LONG })).toBeVisible();
  await playingFrom(page, 1);
  await bar.getByRole('button', { name: 'Playback speed: 1x' }).click();
  await page.getByRole('menuitemradio', { name: '1.5x' }).click();
  await expect(bar.getByRole('button', { name: 'Playback speed: 1.5x' })).toBeVisible();
  expect((await audio(page))?.rate).toBe(1.5);

  await bar.getByRole('slider', { name: 'Seek' }).fill('40');
  await playingFrom(page, 40);
  const saved = page.waitForResponse(
    (r) =>
      /\/api\/media\/episodes\/[^/]+\/position$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  const save = await saved;
  expect(save.status()).toBe(204);
  const position = JSON.parse(save.request().postData() ?? '{}').position as number;
  expect(position).toBeGreaterThanOrEqual(40);
  expect((await audio(page))?.paused).toBe(true);

  // Like it.
  await page.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(page.getByRole('button', { name: 'Unlike, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The player keeps playing from page to page, with one audio element.
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await playingFrom(page, position);
  await page
    .getByRole('navigation', { name: 'Listener' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const before = (await audio(page))!.time;
  await playingFrom(page, before + 0.5);
  expect((await audio(page))?.n).toBe(1);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Where it stopped depends on how fast this machine is. The last save (on pause, or the
  // periodic one when the pause came within half a second of it) is what the page must offer.
  const stoppedAt = (await audio(page))!.time;
  await expect.poll(() => saves.at(-1) ?? 0).toBeGreaterThan(stoppedAt - 0.6);
  const resumeAt = saves.at(-1)!;
  expect(resumeAt).toBeGreaterThan(position);

  // After a reload the like is kept and the track resumes where it was paused.
  await page.goto(`/app/media/${mediaId}`);
  await expect(page.getByRole('button', { name: 'Unlike, 1 like' })).toBeVisible();
  expect(await audio(page)).toBeNull(); // a fresh page: nothing loaded until asked
  await expect(page.getByText(`Resume at ${clock(resumeAt)}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Play ${LONG}` }).click();
  await playingFrom(page, Math.floor(resumeAt), 10_000);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();

  // /app offers it under Continue listening.
  await page.goto('/app');
  await expect(
    page
      .getByRole('region', { name: 'Continue listening' })
      .getByRole('button', { name: `Resume ${LONG}` }),
  ).toBeVisible();

  // The creator's analytics show the play.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/user$/);
  await page
    .getByRole('navigation', { name: 'Creator' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /1 play in total/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(ALBUM) })).toBeVisible();
  await expect(page.getByText('1 play', { exact: true })).toBeVisible();
});
