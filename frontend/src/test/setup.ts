import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

// Generous: lazy route chunks load slowly on a busy 2-core machine; passing tests do not wait longer.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Files that mock no module share one jsdom and one module graph per worker (vitest.config.ts):
// what one file leaves in the app's singletons must not reach the next. Globals a test stubbed are
// put back after each test (unstubGlobals in the config).
afterAll(() => {
  vi.useRealTimers();
  queryClient.clear();
});

// jsdom has no ResizeObserver; Radix (Switch, and others measuring themselves) needs one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// jsdom does not implement scrolling; pages scroll to a form error or to the top on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
