import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const user = {
  _id: 'u1',
  name: 'Grace Okafor',
  email: 'grace@example.com',
  accountStatus: 'active' as const,
  isPremiumUser: false,
  createdAt: '2025-08-18 10:00:00.000Z',
};

const item = (id: string, title: string, adminStatus: string, plays: number) => ({
  _id: id,
  title,
  type: 'album',
  genre: { _id: 'g1', title: 'Worship' },
  adminStatus,
  plays,
  createdAt: '2025-08-18T10:00:00Z',
  coverArt: '',
  thumbnail: '',
  image: '',
});

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('Creator Dashboard', () => {
  it('shows the counts, the plays and the last four uploads', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/media-stats': () =>
        ok({
          totalMedia: 12,
          totalAlbums: 5,
          totalPodcasts: 3,
          totalSermons: 4,
          newMediaThisMonthCount: 2,
          totalPlays: 1250,
          monthlyPlays: 310,
        }),
      'GET /api/media/user-media/': () =>
        ok({
          data: [
            item('m1', 'Morning Praise', 'active', 40),
            item('m2', 'Evening Hymns', 'pending', 0),
          ],
          total: 12,
          page: 1,
          limit: 4,
        }),
    });
    renderApp('/user');

    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    const figures = await screen.findByRole('region', { name: 'Your statistics' });
    expect(within(figures).getByText('12')).toBeInTheDocument();
    expect(within(figures).getByText('Albums').previousSibling).toHaveTextContent('5');
    expect(within(figures).getByText('Sermons').previousSibling).toHaveTextContent('4');
    expect(within(figures).getByText('Podcasts').previousSibling).toHaveTextContent('3');
    expect(within(figures).getByText('1,250')).toBeInTheDocument();
    expect(within(figures).getByText('310 plays this month')).toBeInTheDocument();
    expect(within(figures).getByText('Content pieces uploaded')).toBeInTheDocument();

    const recent = await screen.findByRole('link', { name: /Morning Praise/ });
    expect(recent).toHaveAttribute('href', '/user/media/m1');
    expect(within(recent).getByText('Approved')).toBeInTheDocument();
    expect(within(recent).getByText(/Worship · Aug 18, 2025/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Evening Hymns/ })).getByText('Pending'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View All Content/ })).toHaveAttribute(
      'href',
      '/app/content',
    );

    const list = calls.find((c) => c.url.startsWith('/api/media/user-media/'));
    expect(list?.url).toBe('/api/media/user-media/?page=1&limit=4');
  });

  it('invites a first upload when there is nothing yet', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/media-stats': () =>
        ok({
          totalMedia: 0,
          totalAlbums: 0,
          totalPodcasts: 0,
          totalSermons: 0,
          newMediaThisMonthCount: 0,
          totalPlays: 0,
          monthlyPlays: 0,
        }),
      'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 4 }),
    });
    renderApp('/user');
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    expect(screen.getByText('0 plays this month')).toBeInTheDocument();
  });
});
