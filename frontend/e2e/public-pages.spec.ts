// The public item and creator pages (/m/{id}, /c/{id}) as a visitor with no account meets them
// from a shared link: playback from ?t=, the creator's page, the 404 screen and Share's links.
import type { Page } from '@playwright/test';
import { newAccount, setStatusAsAdmin, uploadMedia, type Account, type MediaJSON } from './clients';
import { expect, test } from './fixtures';
import { wav } from './media-files';
import { blockSoundBeforeAClick } from './sound';

let creator: Account;
let sermon: MediaJSON;

test.beforeAll(async () => {
  creator = await newAccount('public-creator', `Hannah Public ${Date.now()}`);
  sermon = await uploadMedia(
    creator,
    `Salt and Light ${Date.now()}`,
    [
      { title: 'You Are the Salt', audio: wav(150), filename: 'salt.wav' },
      { title: 'A City on a Hill', audio: wav(20), filename: 'city.wav' },
    ],
    'sermon',
    { preacher: 'Pastor Hannah', theme: 'The Sermon on the Mount' },
  );
  await setStatusAsAdmin(sermon._id, 'active');
});

/** The player's <audio> element's state, read in the page. */
function audioState(page: Page) {
  return page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player]');
    return a ? { time: a.currentTime, paused: a.paused, src: a.currentSrc } : null;
  });
}

test('a signed-out visitor opens a shared link with ?t=90 and hears it from 1:30', async ({
  page,
}) => {
  await blockSoundBeforeAClick(page);
  await page.goto(`/m/${sermon._id}?t=90`);
  await expect(page.getByRole('heading', { level: 1, name: sermon.title })).toBeVisible();
  await expect(page).toHaveTitle(`${sermon.title} · ${creator.name} | Selah`);
  // Not signed in: the header offers an account, liking and following ask to sign in.
  await expect(page.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();

  // The sound was refused: the bar holds the episode at 1:30, and the page says where it starts.
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-valuetext',
    '1:30 of 2:30',
  );
  await page.getByRole('button', { name: 'Play from 1:30' }).click();
  await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThanOrEqual(90);
  const state = await audioState(page);
  expect(state?.paused).toBe(false);
  expect(state?.src).toContain('/stream');
  await expect(bar.getByRole('link', { name: 'You Are the Salt' })).toHaveAttribute(
    'href',
    `/m/${sermon._id}`,
  );
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause', exact: true }).first()).toBeVisible();
});

test('a browser that lets the page start sound plays a shared ?t= link at once', async ({
  page,
}) => {
  const second = sermon.episodes?.find((e) => e.title === 'A City on a Hill')?._id ?? '';
  await page.goto(`/m/${sermon._id}?episode=${second}&t=5`);
  await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThanOrEqual(5);
  expect((await audioState(page))?.paused).toBe(false);
  await expect(page).toHaveTitle(`A City on a Hill – ${sermon.title} · ${creator.name} | Selah`);
  await expect(
    page
      .getByRole('region', { name: 'Now playing' })
      .getByRole('link', { name: 'A City on a Hill' }),
  ).toBeVisible();
});

test("the creator's page lists the item and leads to its page", async ({ page }) => {
  await page.goto(`/c/${creator.id}`);
  await expect(page.getByRole('heading', { level: 1, name: creator.name })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(sermon.title) });
  await expect(card).toHaveAttribute('href', `/m/${sermon._id}`);
  // Their sermons, and the series, to follow in a podcast app.
  await expect(
    page.getByRole('link', { name: 'Follow in a podcast app (The Sermon on the Mount)' }),
  ).toHaveAttribute('href', /^podcast:\/\/.+\/api\/feeds\/series\//);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: sermon.title })).toBeVisible();
});

test('an unknown item shows the 404 screen, sent with status 404', async ({ page }) => {
  const res = await page.goto('/m/nosuchitem00000');
  expect(res?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is not available' }),
  ).toBeVisible();
  const creatorRes = await page.goto('/c/nosuchcreator00');
  expect(creatorRes?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This creator is not available' }),
  ).toBeVisible();
});

test("Share's links land on the clipboard: the page, and the page at the current time", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(`/m/${sermon._id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/m/${sermon._id}`,
  );

  // Playing the second part, paused a few seconds in: "Copy link at 0:0x" starts there.
  await page.getByRole('button', { name: 'Play A City on a Hill' }).click();
  await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThanOrEqual(2);
  await page
    .getByRole('region', { name: 'Now playing' })
    .getByRole('button', { name: 'Pause' })
    .click();
  await page.getByRole('button', { name: 'Share' }).click();
  const atTime = page.getByRole('menuitem', { name: /^Copy link at \d+:\d\d$/ });
  const [, minutes, seconds] = /(\d+):(\d\d)$/.exec((await atTime.textContent()) ?? '') ?? [];
  const at = Number(minutes) * 60 + Number(seconds);
  expect(at).toBeGreaterThanOrEqual(2);
  await atTime.click();
  const episodeId = sermon.episodes?.find((e) => e.title === 'A City on a Hill')?._id;
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${baseURL}/m/${sermon._id}?episode=${episodeId}&t=${at}`);

  // The embed code: an iframe of the embed player.
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy embed code' }).click();
  await expect(page.getByText('Embed code copied')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(new RegExp(`^<iframe src="[^"]+/embed/media/${sermon._id}"`));
});
