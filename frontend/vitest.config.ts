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
      // Route tests load lazy chunks on first use; a busy 2-core machine needs headroom.
      testTimeout: 15_000,
    },
  }),
);
