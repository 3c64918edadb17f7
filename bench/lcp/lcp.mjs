// Loads a page in headless Chromium (Debian's, through the front end's own
// Playwright) and prints, as JSON, the Largest Contentful Paint of each
// cold load (PerformanceObserver) and the scripts the page fetched.
//
//   node bench/lcp/lcp.mjs URL [loads]
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('frontend/package.json'));
const { chromium } = require('@playwright/test');

const url = process.argv[2];
const loads = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const lcp = [];
let scripts = [];
try {
  for (let i = 0; i < loads; i++) {
    // A new context each time: an empty cache, as a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') seen.push(new URL(r.url()).pathname);
    });
    await page.addInitScript(() => {
      window.__lcp = -1;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // LCP is final once the page is idle (no input happens here).
    await page.waitForTimeout(200);
    lcp.push(await page.evaluate(() => window.__lcp));
    scripts = seen;
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify({ lcp, scripts }));
