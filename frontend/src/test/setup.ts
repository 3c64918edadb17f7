import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

// Generous: lazy route chunks load slowly on a busy 2-core machine; passing tests do not wait longer.
// defaultHidden: role queries skip their is-it-hidden walk (getComputedStyle of each element and
// every ancestor, for every element of the page, on every query and every retry of a findBy*).
// In the test DOM with css off that walk sees only inline styles and the hidden and aria-hidden
// attributes, not the stylesheet; what a person sees is the journeys' to check, in Chromium, where
// Playwright's role queries do the whole of it. Vitest (then on jsdom): 162 -> 135 CPU-s, 92 -> 80 s.
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

// Sonner inserts its 15 KB stylesheet when imported (above). A test DOM matches every element against
// every rule of every sheet on each getComputedStyle, which role queries call for each element and
// its ancestors: under jsdom that sheet was a fifth of the CPU of the slowest files. No test reads a toast's
// styling, so the sheet goes; Sonner inserts it once per module graph, so it does not come back.
for (const style of document.head.querySelectorAll('style')) style.remove();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Files that mock no module share one window and one module graph per worker (vitest.config.ts):
// what one file leaves in the app's singletons must not reach the next. Globals a test stubbed are
// put back after each test (unstubGlobals in the config).
afterAll(() => {
  vi.useRealTimers();
  queryClient.clear();
});

// Where happy-dom departs from a browser, the browser's behaviour, so the app meets what it meets there.
// A <select>'s size is 0 unless set (HTML's reflected attribute; happy-dom has none): react-hook-form
// reads size < 2 to tell a select the person changed from one left at its first option, and without
// it took every select for changed and kept its first option over the form's default value.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
      return Number.isNaN(size) || size < 0 ? 0 : size;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}
// A browser marks an animation's `finished` promise as handled, so cancel() (which rejects it with
// an AbortError) reports nothing; happy-dom's rejection went unhandled and failed the run.
// A DOM without animate() keeps none: the app checks for it before animating.
const animate = Element.prototype.animate as Element['animate'] | undefined;
if (typeof animate === 'function') {
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    animation.finished.catch(() => {});
    return animation;
  };
}

// Unit tests have no network: a request no test mocked (a query refetching after its test ended and
// put the mock back) fails at once, as offline in a browser, rather than reaching for a server.
globalThis.fetch = window.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`Failed to fetch ${String(input)}: no network in unit tests`));

// Radix (Switch, and others measuring themselves) needs a ResizeObserver; a DOM without one gets this.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// The test DOM does not scroll; pages scroll to a form error or to the top on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
