import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { testUser } from '@/test/user-fixtures';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { followersGained } from '@/features/creator/utils/followers-gained';
import { playsSplit } from '@/features/creator/utils/plays-split';

const user = testUser({ name: 'Grace Okafor', email: 'grace@example.com' });

const day = (date: string, plays: number, followers?: number) => ({
  date,
  plays,
  downloads: 0,
  listeners: plays,
  ...(followers === undefined ? {} : { followers }),
});

function analytics(days: number) {
  return ok({
    days: [day('2025-06-01', 4, 0), day('2025-06-02', 0, 2), day('2025-06-03', 1, 1)],
    totals: { plays: 5, guestPlays: 2, signedInPlays: 3, downloads: 0, uniqueListeners: 3 },
    top: [{ _id: 'm1', title: 'Morning Praise', plays: 5 }],
    followers: { total: 1250, gained: days === 7 ? 0 : 3 },
  });
}

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('/user/analytics followers', () => {
  it('shows the followers and how many the period gained', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 100 }),
      'GET /api/media/analytics': (call) =>
        analytics(Number(new URL(call.url, 'http://x').searchParams.get('days'))),
    });
    renderApp('/user/analytics');

    const totals = await screen.findByRole('region', { name: 'Totals' });
    const card = (await within(totals).findByText('Followers')).closest('[data-slot="card"]');
    expect(card).not.toBeNull();
    expect(await within(card as HTMLElement).findByText('1,250')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('+3 in the last 30 days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(
      await within(card as HTMLElement).findByText('None new in the last 7 days'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/media/analytics?days=7'))).toBe(true);
  });

  it('charts new followers per day when asked, with the figures in its table', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 100 }),
      'GET /api/media/analytics': () => analytics(30),
    });
    renderApp('/user/analytics');

    expect(
      await screen.findByRole('img', { name: /^Plays per day, Jun 1 to Jun 3: 5 plays in total/ }),
    ).toBeInTheDocument();
    const chart = screen.getByRole('group', { name: 'Chart' });
    expect(within(chart).getByRole('button', { name: 'Plays' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(chart).getByRole('button', { name: 'Followers' }));
    expect(
      screen.getByRole('img', {
        name: 'New followers per day, Jun 1 to Jun 3: 3 new followers in total, most on Jun 2 (2).',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'New followers per day', hidden: true });
    expect(
      within(table).getByRole('columnheader', { name: 'New followers', hidden: true }),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateNew followers',
      'Jun 10',
      'Jun 22',
      'Jun 31',
    ]);
  });

  it('says so when no one followed in the period, even with plays', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 100 }),
      // An older server without follower figures: they read as none.
      'GET /api/media/analytics': () =>
        ok({
          days: [day('2025-06-01', 4)],
          totals: { plays: 4, downloads: 0, uniqueListeners: 1 },
          top: [],
        }),
    });
    renderApp('/user/analytics');
    await screen.findByRole('img', { name: /^Plays per day/ });
    expect(screen.getByText('None new in the last 30 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Followers' }));
    expect(
      screen.getByRole('heading', { name: 'No new followers in this period' }),
    ).toBeInTheDocument();
  });
});

describe('/user/analytics plays', () => {
  it('shows the plays of signed-in listeners and of guests apart', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 100 }),
      'GET /api/media/analytics': () => analytics(30),
    });
    renderApp('/user/analytics');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const card = (await within(totals).findByText('Total plays')).closest('[data-slot="card"]');
    expect(
      await within(card as HTMLElement).findByText('3 signed in · 2 guests'),
    ).toBeInTheDocument();
  });

  it('reads an older server without the split as signed-in plays', () => {
    expect(playsSplit({ guestPlays: 0, signedInPlays: 4 })).toBe('4 signed in · 0 guests');
    expect(playsSplit({ guestPlays: 1200, signedInPlays: 3 })).toBe('3 signed in · 1,200 guests');
  });
});

describe('followersGained', () => {
  it('writes the gain with separators, or none', () => {
    expect(followersGained(1, 7)).toBe('+1 in the last 7 days');
    expect(followersGained(12345, 90)).toBe('+12,345 in the last 90 days');
    expect(followersGained(0, 30)).toBe('None new in the last 30 days');
    expect(followersGained(Number.NaN, 30)).toBe('None new in the last 30 days');
  });
});
