import { describe, expect, it } from 'vitest';
import type { Media } from '@/types/media';
import { nextFollowingPage, type FollowingPage } from '@/features/listen/api/get-following';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `m${i}` }) as Media);
const page = (n: number, count: number, total: number): FollowingPage => ({
  page: n,
  data: items(count),
  total,
});

describe('nextFollowingPage', () => {
  it('asks for the next page while items are left', () => {
    expect(nextFollowingPage([page(1, 4, 9)])).toBe(2);
    expect(nextFollowingPage([page(1, 4, 9), page(2, 4, 9)])).toBe(3);
  });

  it('stops when everything is loaded', () => {
    expect(nextFollowingPage([page(1, 4, 4)])).toBeUndefined();
    expect(nextFollowingPage([page(1, 4, 9), page(2, 4, 9), page(3, 1, 9)])).toBeUndefined();
  });

  it('stops at an empty page even if the total says more (items unfollowed meanwhile)', () => {
    expect(nextFollowingPage([page(1, 4, 9), page(2, 0, 9)])).toBeUndefined();
    expect(nextFollowingPage([])).toBeUndefined();
  });
});
