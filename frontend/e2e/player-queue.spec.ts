import type { Page } from '@playwright/test';
import { approve, uploadAlbum } from './albums';
import { expectAccessible } from './a11y';
import { expect, test, uniqueEmail } from './fixtures';
import { signIn } from './flows';
import { signUpThroughAPI } from './clients';

const ALBUM = `Evening Prayers ${Date.now()}`;
const TRACKS = ['Vespers', 'Compline', 'Nocturne'];
const SHOTS = '/tmp/shots/player';

/** The player's <audio> element's time and source, read in the page. */
function audio(page: Page) {
  return page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
    return a ? { time: a.currentTime, paused: a.paused } : null;
  });
}

test('a listener queues, reorders with the keyboard, clears, skips, sets the sleep timer, and the lock screen follows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Record the Media Session's handlers as the page sets them: the API has no getter.
  await page.addInitScript(() => {
    const handlers: Record<string, (d: object) => void> = {};
    (window as unknown as { __sessionHandlers: typeof handlers }).__sessionHandlers = handlers;
    const session = navigator.mediaSession;
    const set = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      if (handler) handlers[action] = handler as (d: object) => void;
      set(action, handler);
    };
  });

  const creator = { email: uniqueEmail('psalmist'), password: 'evening-song-1' };
  await signUpThroughAPI('Miriam Okafor', creator.email, creator.password);
  const mediaId = await uploadAlbum(baseURL!, creator.email, creator.password, {
    title: ALBUM,
    description: 'Three songs for the close of day.',
    // The first two play on through many steps and must not end on a busy machine; the third
    // is queued and cleared, never heard. The server renders each (ffmpeg measures and encodes
    // every second of audio: about 4 CPU-s for two minutes of tone here), so the third is short.
    tracks: [
      { title: TRACKS[0], seconds: 120, hz: 392 },
      { title: TRACKS[1], seconds: 120, hz: 440 },
      { title: TRACKS[2], seconds: 10, hz: 494 },
    ],
  });
  await approve(request, mediaId);

  const listener = { email: uniqueEmail('night-shift'), password: 'quiet-hours-1' };
  await signUpThroughAPI('Samuel Night', listener.email, listener.password);
  await signIn(page, listener.email, listener.password);
  await expect(page).toHaveURL(/\/app$/);
  await page.goto(`/app/media/${mediaId}`);
  await expect(page.getByRole('heading', { name: ALBUM })).toBeVisible();

  // Play the first track; queue the third with "Add to queue" and the second with "Play next".
  await page.getByRole('button', { name: `Play ${TRACKS[0]}` }).click();
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.getByRole('link', { name: TRACKS[0] })).toBeVisible();
  await page.getByRole('button', { name: `Queue ${TRACKS[2]}` }).click();
  await page.getByRole('menuitem', { name: 'Add to queue' }).click();
  await page.getByRole('button', { name: `Queue ${TRACKS[1]}` }).click();
  await page.getByRole('menuitem', { name: 'Play next' }).click();

  // The lock screen shows the playing track.
  await page.waitForFunction(
    (title) => navigator.mediaSession.metadata?.title === title,
    TRACKS[0],
    { timeout: 30_000 },
  );
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe(ALBUM);

  // Skip buttons move the time.
  await page.waitForFunction(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
    return Boolean(a && !a.paused && a.currentTime > 0.5);
  });
  // Each skip is measured from where the track was just before it: the track plays on between the
  // steps (on a busy machine for many seconds), so fixed marks such as "under 29 s" raced it.
  const beforeForward = (await audio(page))?.time ?? 0;
  await bar.getByRole('button', { name: 'Forward 30 seconds' }).click();
  await expect
    .poll(async () => (await audio(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(beforeForward + 25);
  const beforeBack = (await audio(page))?.time ?? 0;
  await bar.getByRole('button', { name: 'Back 15 seconds' }).click();
  await expect
    .poll(async () => (await audio(page))?.time ?? 99, { timeout: 15_000 })
    .toBeLessThan(beforeBack - 5);
  // The lock screen's seek forward moves 30 s too.
  const before = (await audio(page))?.time ?? 0;
  await page.evaluate(() =>
    (
      window as unknown as { __sessionHandlers: Record<string, (d: object) => void> }
    ).__sessionHandlers.seekforward({ action: 'seekforward' }),
  );
  await expect
    .poll(async () => (await audio(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(before + 25);

  // The queue panel lists up next in order; the keyboard alone moves a row. The toasts of the two
  // queue actions leave first: axe once caught one fading out (its text at 1.08:1 mid-transition).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await bar.getByRole('button', { name: /^Queue, 2 up next/ }).click();
  const panel = page.getByRole('dialog', { name: 'Up next' });
  const rows = panel.getByRole('list', { name: 'Up next' }).getByRole('listitem');
  await expect(rows).toHaveText([new RegExp(TRACKS[1]), new RegExp(TRACKS[2])]);
  await page.screenshot({ path: `${SHOTS}/queue-filled-1280.png` });
  await expectAccessible(page, 'queue panel');
  await panel.getByRole('button', { name: new RegExp(`^1\\. ${TRACKS[1]}`) }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(rows).toHaveText([new RegExp(TRACKS[2]), new RegExp(TRACKS[1])]);
  await expect(panel.getByRole('status')).toHaveText(`${TRACKS[1]} moved to position 2 of 2.`);
  await expect(panel.getByRole('button', { name: new RegExp(`^2\\. ${TRACKS[1]}`) })).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(rows).toHaveText([new RegExp(TRACKS[1]), new RegExp(TRACKS[2])]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/queue-filled-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  // The lock screen's "next track" plays what was queued first.
  await page.evaluate(() =>
    (
      window as unknown as { __sessionHandlers: Record<string, (d: object) => void> }
    ).__sessionHandlers.nexttrack({ action: 'nexttrack' }),
  );
  await expect(bar.getByRole('link', { name: TRACKS[1] })).toBeVisible();
  await page.waitForFunction(
    (title) => navigator.mediaSession.metadata?.title === title,
    TRACKS[1],
    { timeout: 30_000 },
  );

  // Sleep timer: set, shown in the bar.
  await bar.getByRole('button', { name: 'Sleep timer: off' }).click();
  await expect(page.getByRole('menuitemradio', { name: '15 minutes' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sleep-menu-1280.png` });
  await expectAccessible(page, 'sleep timer menu');
  await page.getByRole('menuitemradio', { name: '15 minutes' }).click();
  await expect(bar.getByRole('button', { name: /^Sleep timer: 1[45]:\d\d left$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bar-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/bar-390.png` });
  await bar.getByRole('button', { name: /^Sleep timer:/ }).click();
  await page.screenshot({ path: `${SHOTS}/sleep-menu-390.png` });
  await page.keyboard.press('Escape');

  // Clear the queue: the empty state.
  await bar.getByRole('button', { name: /^Queue, 1 up next/ }).click();
  await expect(rows).toHaveText([new RegExp(TRACKS[2])]);
  await panel.getByRole('button', { name: 'Clear queue' }).click();
  await expect(panel.getByText('Your queue is empty')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/queue-empty-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/queue-empty-1280.png` });
  await expectAccessible(page, 'empty queue panel');
});
