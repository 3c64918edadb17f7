import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**'],
      css: false,
      restoreMocks: true,
      // Threads start faster than the default forks, and one worker per core
      // (the default leaves one core idle): 2m49 -> 1m41 on two cores.
      pool: 'threads',
      maxWorkers: '100%',
      // Route tests load lazy chunks on first use (the library page's first test took 14.7 s
      // beside a running make test); a busy 2-core machine needs headroom. Only a failing test waits it out.
      testTimeout: 30_000,
    },
  }),
);
