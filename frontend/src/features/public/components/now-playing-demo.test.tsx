import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NowPlayingDemo } from './now-playing-demo';

/** stubMotion answers matchMedia's reduced-motion query as a visitor's setting would. */
function stubMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** observed collects what the card's IntersectionObserver watches, to say when it scrolls away. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const callback of callbacks)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NowPlayingDemo', () => {
  it('plays on its own, and stops ticking while it is off screen', () => {
    vi.useFakeTimers();
    stubMotion(false);
    const scroll = stubObserver();
    render(<NowPlayingDemo />);
    expect(screen.getByRole('button', { name: 'Pause demo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(progress()).toBe(28);

    scroll(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(progress()).toBe(28);
    expect(screen.getByRole('button', { name: 'Pause demo' })).toBeInTheDocument();

    scroll(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(progress()).toBe(33);
  });

  it('starts paused for a visitor who prefers reduced motion, and plays when asked', () => {
    vi.useFakeTimers();
    stubMotion(true);
    render(<NowPlayingDemo />);
    act(() => vi.advanceTimersByTime(5000));
    expect(progress()).toBe(18);

    act(() => screen.getByRole('button', { name: 'Play demo' }).click());
    act(() => vi.advanceTimersByTime(1000));
    expect(progress()).toBe(23);
  });
});
