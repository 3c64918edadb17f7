import { defineConfig } from '@playwright/test';
import { disabledFeaturesSwitch } from './e2e/chromium-args';

const features = disabledFeaturesSwitch();

// Journeys run against the real binary (built by `make test-e2e`): each
// worker starts its own on a free port with a fresh data dir (the
// selahServer fixture in e2e/fixtures.ts). Two workers: the journeys wait on
// a browser and on real time more than they use a core (E2E_WORKERS=1 runs
// them in turn).
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry (E2E_RETRIES): a journey that fails once on a starved CI machine and then passes is
  // reported as "flaky" in the list, to be mended, without discarding the run; one that fails twice
  // fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  // A cap, not a measure: the a11y journeys run axe over a dozen screens each,
  // and beside the other worker on two cores they took 40-60 s.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    headless: true,
    // A trace is recorded on the retry of a failed journey only: recording one for every journey
    // (retain-on-failure) screencasts and snapshots every page for traces that are then thrown
    // away, and that cost CPU the journeys themselves need on a busy machine.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker (sw.js) precaches the whole app shell on a first visit: each
    // journey's fresh browser context would fetch it all again and be answered by it. Only the
    // offline journey (e2e/offline.spec.ts) lets it in.
    serviceWorkers: 'block',
    // Animations off (prefers-reduced-motion, which the app's motion honours): axe measures a
    // colour as it is drawn, and a grid still fading in (/app's, when its items arrive after the
    // page settled) failed the library journey's check at 3.48:1 on one run.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      ignoreDefaultArgs: [features.replaces],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        features.arg,
      ],
    },
  },
});
