import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Features of Chromium's own window that the journeys never use. Each new browser context opens a
 * window, and Chromium 156 preloads two WebUI pages into it for the address bar's popup
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode variant), each in a renderer process of its
 * own. Turned off, the same four journeys used 74-75 CPU-s instead of 85-88.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The switches the journeys add to Playwright's own: one --disable-features that holds Playwright's
 * list and ours, and Playwright's switch to drop in its place. Chromium keeps only the last
 * --disable-features it is given, so adding ours beside Playwright's would quietly undo Playwright's
 * (HttpsUpgrades, PaintHolding and the rest). Playwright exports no API for its list; it is read from
 * the installed Playwright (pinned by package-lock.json), and a Playwright whose bundle no longer
 * holds it fails here, at load, rather than running with a different browser.
 */
export function disabledFeaturesSwitch(): { arg: string; replaces: string } {
  const require = createRequire(import.meta.url);
  const bundle = path.join(path.dirname(require.resolve('playwright-core')), 'lib', 'coreBundle.js');
  const source = readFileSync(bundle, 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]\.filter\(Boolean\)/.exec(source)?.[1];
  const playwright = list ? [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]) : [];
  if (playwright.length === 0) {
    throw new Error(`e2e/chromium-args.ts: Playwright's --disable-features list is not in ${bundle}`);
  }
  return {
    arg: `--disable-features=${[...playwright, ...UNUSED_FEATURES].join(',')}`,
    replaces: `--disable-features=${playwright.join(',')}`,
  };
}
