// What the a11y-*.spec.ts journeys share: axe's check, waiting for a screen to settle, and a
// world of one creator's album, podcast and sermon with signed-in creator and admin contexts.
// The screens are split over several files so that Playwright's workers check them side by
// side (one file took five minutes of one worker).
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newAccount, setStatusAsAdmin, uploadMedia, type Account, type MediaJSON } from './clients';
import { expect, test } from './fixtures';
import { adminSignIn, signIn } from './flows';
import { readState } from './server';
import { wav } from './media-files';

/** Waits until the page has settled: no loading text, skeletons or busy lists, finite animations done. */
export async function settled(page: Page) {
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  // A list showing the previous page's rows while the next loads is dimmed (and busy): axe would
  // measure the dimmed colours.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * An axe run over the page, in axe's one-pass mode (axe.run in the page): the default mode runs
 * axe.runPartial in each frame and then axe.finishRun in a blank page it opens for the purpose,
 * which costs a new page and a second load of axe's 600 KB script on every check, two to three
 * times the time of the check itself. The one-pass mode checks the same rules on the same nodes
 * (the same violations, passes and incomplete checks); what it leaves out is frames of another
 * origin, and the app's screens have none (the embed player is checked as a page of its own).
 */
export async function axe(page: Page): Promise<AxeBuilder> {
  await loadAxe(page);
  return new AxeBuilder({ page, axeSource: AXE_LOADED })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
}

/**
 * What AxeBuilder is given to evaluate, once loadAxe has put axe in every frame: AxeBuilder
 * evaluates its source on every check, twice (once before it picks a mode, once into each frame),
 * and its 600 KB script, even behind an "if axe is not there yet" guard, is sent to the browser
 * and parsed each time: 64 ms of CPU an evaluation, a quarter of a check of a small page.
 * Together with resultTypes (only violations in full: axe otherwise builds a selector and an HTML
 * excerpt for every node that passed, and sends them all back) the rules run and the violations
 * found are the same.
 */
const AXE_LOADED = 'void 0';

/**
 * Loads axe's script into each frame of the page that has none yet (once per document). A child
 * frame it cannot reach (one detached meanwhile) is left out, as AxeBuilder's own injection leaves
 * it out; the page itself must take it.
 */
async function loadAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeCore.source);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * Asserts axe finds no violation on the page (every rule axe runs by default: WCAG 2.0, 2.1 and
 * 2.2 A and AA, and its best practices such as heading order), with each violation's rule, nodes
 * and summary in the message so a failure says what to fix.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  const results = await (await axe(page)).analyze();
  const found = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect.soft(found, `${screen} has axe violations`).toEqual([]);
}

/** Opens a path and waits for its main heading. */
export async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

export interface World {
  creator: Account;
  podcast: MediaJSON;
  album: MediaJSON;
  sermon: MediaJSON;
  creatorContext: BrowserContext;
  adminContext: BrowserContext;
}
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  role: 'creator' | 'listener' | 'admin',
  who?: Account,
) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (role !== 'admin' && who) {
    await signIn(page, who.email, who.password);
    // A creator (has uploaded) lands on their dashboard, a listener on /app.
    await expect(page).toHaveURL(role === 'creator' ? /\/user$/ : /\/app$/);
  } else {
    await adminSignIn(page);
  }
  await page.close();
  return context;
}

/**
 * buildWorld uploads one creator's podcast (with feed warnings), album and sermon, approves the
 * first two, and signs the creator and the admin in, each in a context of their own.
 */
export async function buildWorld(browser: Browser): Promise<World> {
  const { baseURL } = readState();
  const creator = await newAccount('a11y-creator', 'Miriam Access');
  const stamp = Date.now();
  // A 1×1 cover and WAV audio: the podcast has feed warnings (cover size, audio format).
  const podcast = await uploadMedia(
    creator,
    `Quiet Waters ${stamp}`,
    [{ title: 'Still Waters', audio: wav(2), filename: 'still.wav' }],
    'podcast',
    { language: 'en', ownerEmail: creator.email },
  );
  const album = await uploadMedia(
    creator,
    `Morning Psalms ${stamp}`,
    [{ title: 'Psalm 5', audio: wav(2), filename: 'psalm.wav' }],
    'album',
  );
  const sermon = await uploadMedia(
    creator,
    `On the Mount ${stamp}`,
    [{ title: 'Blessed', audio: wav(2), filename: 'blessed.wav' }],
    'sermon',
  );
  await setStatusAsAdmin(podcast._id, 'active');
  await setStatusAsAdmin(album._id, 'active');
  return {
    creator,
    podcast,
    album,
    sermon,
    creatorContext: await signedInContext(browser, baseURL, 'creator', creator),
    adminContext: await signedInContext(browser, baseURL, 'admin'),
  };
}

/** closeWorld closes the signed-in contexts. */
export async function closeWorld(world: World | undefined) {
  await world?.creatorContext.close();
  await world?.adminContext.close();
}

/**
 * useWorld sets up a spec file's journeys: one world built before them and closed after
 * (animations are off for every journey: playwright.config.ts). The object it returns is filled
 * in by then.
 */
export function useWorld(): World {
  const world = {} as World;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(150_000);
    Object.assign(world, await buildWorld(browser));
  });
  test.afterAll(async () => closeWorld(world.creatorContext ? world : undefined));
  return world;
}
