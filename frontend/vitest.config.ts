import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const TESTS = /\.test\.tsx?$/;
const src = path.resolve(import.meta.dirname, 'src');

/**
 * The test files that replace a module with vi.mock. A module mock needs the file's own
 * module graph, so these run isolated (a fresh window and fresh imports per file); every other
 * file shares one window and one module graph per worker. Setting up jsdom (then) and importing the
 * app again for each of 78 files was a third of Vitest's CPU: 382 -> 246 CPU-s, 203 -> 130 s wall on two quiet cores.
 * What a file leaves in the app's singletons is cleared by src/test/setup.ts.
 */
const mocksModules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => TESTS.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(src, file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // happy-dom rather than jsdom: the same 821 tests in 92 CPU-s against 132 on two cores
      // (docs/decisions/0009-tests.md). No file loads from a network: no script, stylesheet, image or
      // frame is fetched, and a frame that would load counts as loaded, as under jsdom. Motion is
      // reduced, as in the journeys (playwright.config.ts): the app's motion skips its transitions.
      environment: 'happy-dom',
      environmentOptions: {
        happyDOM: {
          url: 'http://localhost:3000/',
          settings: {
            disableJavaScriptFileLoading: true,
            disableCSSFileLoading: true,
            handleDisabledFileLoadingAsSuccess: true,
            device: { prefersReducedMotion: 'reduce' },
          },
        },
      },
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      exclude: ['e2e/**', 'node_modules/**'],
      css: false,
      restoreMocks: true,
      unstubGlobals: true,
      // Threads start faster than the default forks, and one worker per core
      // (the default leaves one core idle): 2m49 -> 1m41 on two cores.
      pool: 'threads',
      maxWorkers: '100%',
      // Route tests load lazy chunks on first use (the library page's first test took 14.7 s
      // beside a running make test); a busy 2-core machine needs headroom. Only a failing test waits it out.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['e2e/**', 'node_modules/**', ...mocksModules],
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'isolated', include: mocksModules, isolate: true },
        },
      ],
    },
  }),
);
