import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { signInAdmin } from '@/test/admin-fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { TrustFigures } from '@/features/admin/trust-types';

function serve(trust: TrustFigures | undefined) {
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/admin/reports': () => ok({ data: [], total: 0, page: 1, limit: 1, openReports: 4 }),
    'GET /api/admin/appeals': () => ok({ data: [], total: 1, page: 1, limit: 1 }),
    'GET /api/admin/dashboard': () =>
      ok({
        users: { total: 10, active: 9, suspended: 1, verified: 8, newThisMonth: 2 },
        media: { total: 5, byType: { album: 2, podcast: 2, sermon: 1 }, byStatus: {} },
        plays: { total: 0, thisMonth: 0 },
        recentUsers: [],
        recentMedia: [],
        pendingCount: 0,
        trust,
      }),
  });
}

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminPb.authStore.clear();
});

describe('the dashboard’s trust and safety cards', () => {
  it('shows open reports, appeals waiting and the median time to resolve, each linking to its queue', async () => {
    serve({ openReports: 4, appealsWaiting: 1, medianResolveHours: 5.25 });
    renderApp('/admin');
    const section = await screen.findByRole('region', { name: 'Trust and safety' });
    expect(await within(section).findByRole('link', { name: /^Open reports 4/ })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(within(section).getByRole('link', { name: /^Appeals waiting 1/ })).toHaveAttribute(
      'href',
      '/admin/appeals',
    );
    expect(
      within(section).getByRole('link', { name: /^Median time to resolve 5.3 h/ }),
    ).toHaveAttribute('href', '/admin/reports?status=resolved');
    // The sidebar counts too.
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      await within(nav).findByRole('link', { name: 'Reports 4 open reports' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Appeals 1 appeal waiting' })).toBeInTheDocument();
  });

  it('writes — when nothing was resolved yet', async () => {
    serve({ openReports: 0, appealsWaiting: 0, medianResolveHours: null });
    renderApp('/admin');
    const section = await screen.findByRole('region', { name: 'Trust and safety' });
    expect(
      await within(section).findByRole('link', { name: /^Median time to resolve —/ }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: /^Open reports 0 Nothing reported/ }),
    ).toBeInTheDocument();
  });

  it('leaves the cards out for a server without the figures', async () => {
    serve(undefined);
    renderApp('/admin');
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    await screen.findByText('10');
    expect(screen.queryByRole('region', { name: 'Trust and safety' })).toBeNull();
  });
});
