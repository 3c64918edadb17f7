/**
 * make-icons writes the app's install icons into public/icons/ from the favicon's "S" (the
 * web app manifest's in vite.config.ts, and the apple-touch-icon of index.html), drawn by
 * Chromium (Playwright's) so no image tool is needed: run `node scripts/make-icons.mjs` after
 * changing the mark, and commit the PNGs.
 *   icon-192.png, icon-512.png: rounded gold square ("any" purpose)
 *   icon-512-maskable.png: full-bleed gold, the mark inside the 80% safe zone ("maskable")
 *   apple-touch-icon.png (180): full-bleed (iOS rounds the corners itself)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const GOLD = '#C9A227';
const INK = '#1c1917';
// The favicon's letter, drawn in a 32-unit box.
const S_PATH =
  'M20.5 9.5c-1.2-1-2.8-1.5-4.6-1.5-3.2 0-5.4 1.8-5.4 4.3 0 2.6 2.2 3.5 4.6 4.1 2 .5 2.9.9 2.9 1.9 0 1-1 1.7-2.6 1.7-1.6 0-3-.6-4.1-1.7L9.5 20.6c1.5 1.5 3.6 2.4 5.9 2.4 3.5 0 5.7-1.8 5.7-4.5 0-2.7-2.2-3.6-4.7-4.2-1.9-.5-2.8-.8-2.8-1.7 0-.8.9-1.4 2.2-1.4 1.2 0 2.3.4 3.3 1.1z';

/** svg is the icon at `size` px: `radius` of the square (0 = full bleed), the mark scaled by `scale`. */
function svg(size, radius, scale) {
  const s = (size / 32) * scale;
  const offset = (size - 32 * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${GOLD}"/>
<path d="${S_PATH}" fill="${INK}" transform="translate(${offset} ${offset}) scale(${s})"/></svg>`;
}

const icons = [
  { name: 'icon-192.png', size: 192, radius: 42, scale: 1.1 },
  { name: 'icon-512.png', size: 512, radius: 112, scale: 1.1 },
  { name: 'icon-512-maskable.png', size: 512, radius: 0, scale: 0.8 },
  { name: 'apple-touch-icon.png', size: 180, radius: 0, scale: 1 },
];

const out = path.resolve(import.meta.dirname, '../public/icons');
fs.mkdirSync(out, { recursive: true });
// Debian's Chromium, as the journeys use (playwright.config.ts).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<body style="margin:0;background:transparent">${svg(icon.size, icon.radius, icon.scale)}</body>`,
    );
    await page.locator('svg').screenshot({ path: path.join(out, icon.name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
