import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

// Generous: lazy route chunks load slowly on a busy 2-core machine; passing tests do not wait longer.
// defaultHidden: role queries skip their is-it-hidden walk (getComputedStyle of each element and
// every ancestor, for every element of the page, on every query and every retry of a findBy*).
// Under jsdom with css off that walk sees only inline styles and the hidden and aria-hidden
// attributes, not the stylesheet; what a person sees is the journeys' to check, in Chromium, where
// Playwright's role queries do the whole of it. Vitest: 162 -> 135 CPU-s, 92 -> 80 s, all passing.
// A test about aria-hidden passes { hidden: false } to its query.
configure({ asyncUtilTimeout: 10_000, getElementError: lazyElementError, defaultHidden: true });

/**
 * lazyElementError is Testing Library's error for a query that found nothing, with the DOM dump
 * drawn only when the message is read. A findBy* or waitFor polls a query until it passes and
 * builds (and drops) such an error on each miss: pretty-printing the page each time was a tenth
 * of the CPU of the slowest files. A failing test's message still holds the dump.
 */
function lazyElementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    get: () => (full ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
  });
  return error;
}

// Sonner inserts its 15 KB stylesheet when imported (above). jsdom matches every element against
// every rule of every sheet on each getComputedStyle, which role queries call for each element and
// its ancestors: that sheet was a fifth of the CPU of the slowest files. No test reads a toast's
// styling, so the sheet goes; Sonner inserts it once per module graph, so it does not come back.
for (const style of document.head.querySelectorAll('style')) style.remove();

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
