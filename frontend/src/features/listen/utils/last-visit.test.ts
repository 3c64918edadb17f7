import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_VISIT_WINDOW_MS, publishedSince, takeLastVisit } from './last-visit';

describe('takeLastVisit', () => {
  beforeEach(() => localStorage.clear());

  it('answers a week ago on a first visit and remembers this one', () => {
    expect(takeLastVisit('u1', 10_000_000_000)).toEqual({
      since: 10_000_000_000 - FIRST_VISIT_WINDOW_MS,
      first: true,
    });
    expect(takeLastVisit('u1', 10_000_500_000)).toEqual({ since: 10_000_000_000, first: false });
  });

  it('keeps one visit per account', () => {
    takeLastVisit('u1', 5_000_000_000_000);
    expect(takeLastVisit('u2', 6_000_000_000_000).first).toBe(true);
    expect(takeLastVisit('u1', 6_000_000_000_000)).toEqual({
      since: 5_000_000_000_000,
      first: false,
    });
  });

  it('treats a stored value it cannot use as a first visit', () => {
    const now = 6_000_000_000_000;
    for (const bad of ['soon', '-5', String(now + 1)]) {
      localStorage.setItem('selah.library.lastVisit.u1', bad);
      expect(takeLastVisit('u1', now)).toEqual({ since: now - FIRST_VISIT_WINDOW_MS, first: true });
    }
  });
});

describe('publishedSince', () => {
  it('keeps what was created after the visit, in order', () => {
    const items = [
      { id: 'new', createdAt: '2026-03-02T00:00:00.000Z' },
      { id: 'same', createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 'old', createdAt: '2026-02-01T00:00:00.000Z' },
      { id: 'bad', createdAt: 'not a date' },
    ];
    expect(publishedSince(items, Date.parse('2026-03-01T00:00:00.000Z')).map((i) => i.id)).toEqual([
      'new',
    ]);
  });
});
