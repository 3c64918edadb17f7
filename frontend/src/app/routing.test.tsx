import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { useAdminAuth } from '@/lib/auth/admin-auth';
import { useUserAuth } from '@/lib/auth/user-auth';
import { adminPb, saveAdminSession, saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { User } from '@/types/api';

const user: User = {
  _id: 'u1',
  name: 'Grace Okafor',
  email: 'grace@example.com',
  accountStatus: 'active',
  isPremiumUser: false,
  createdAt: '2025-08-18 10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
  adminPb.authStore.clear();
});

/**
 * screenPaths: every screen URL in config/paths (a link maker called with an id). Left out: route
 * patterns, PocketBase's dashboard and the embeds, which are pages of their own (embed.html).
 */
function screenPaths(tree: object): string[] {
  return Object.entries(tree).flatMap(([key, value]): string[] => {
    if (key === 'staffDashboard' || key.endsWith('Pattern') || key.startsWith('embed')) return [];
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [(value as (id: string) => string)('m1')];
    return screenPaths(value as object);
  });
}

describe('route table', () => {
  it('has a screen for every path in config/paths', () => {
    const all = screenPaths(paths);
    expect(all).toContain('/user/media/m1');
    for (const path of all) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
    }
  });
});

describe('auth contexts', () => {
  it('useUserAuth outside its provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useUserAuth())).toThrow(
      'useUserAuth must be used within a UserAuthProvider',
    );
  });

  it('useAdminAuth outside its provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAdminAuth())).toThrow(
      'useAdminAuth must be used within an AdminAuthProvider',
    );
  });
});

describe('creator area guard', () => {
  it('sends a visitor without a token to /login', async () => {
    mockFetch({});
    const { router } = renderApp('/user/songs');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('confirms the token with /api/users/me and shows the dashboard', async () => {
    saveUserSession(fakeJwt(), user);
    const { calls } = mockFetch({ 'GET /api/users/me': () => ok({ user }) });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your content and track your performance')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/users/me')).toHaveLength(1);
    const nav = screen.getAllByRole('navigation', { name: 'Creator' })[0];
    for (const [name, href] of [
      ['Home', '/user'],
      ['Songs', '/user/songs'],
      ['Podcasts', '/user/podcasts'],
      ['Sermons', '/user/sermons'],
      ['Settings', '/app/settings'],
      ['Sign Out', '/logout'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const quickUpload = screen.getByRole('region', { name: 'Quick Upload' });
    for (const [name, href] of [
      [/Upload Music/, '/user/songs'],
      [/Upload Sermon/, '/user/sermons'],
      [/Upload Podcast/, '/user/podcasts'],
    ] as const) {
      expect(within(quickUpload).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each([401, 403])(
    'clears a token the server refuses with %i and goes to /login',
    async (status) => {
      saveUserSession(fakeJwt(), user);
      mockFetch({ 'GET /api/users/me': () => fail(status, 'Your account has been suspended') });
      const { router } = renderApp('/user');
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(userPb.authStore.token).toBe('');
    },
  );

  it('Logout clears the token and goes to /login', async () => {
    saveUserSession(fakeJwt(), user);
    mockFetch({ 'GET /api/users/me': () => ok({ user }) });
    const { router } = renderApp('/user');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('selah.user')).toBeNull();
  });

  it('/logout signs out and goes to /login', async () => {
    saveUserSession(fakeJwt(), user);
    mockFetch({});
    const { router } = renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(userPb.authStore.token).toBe('');
  });

  it('/app/settings shows the account and links to /delete-account', async () => {
    saveUserSession(fakeJwt(), user);
    mockFetch({ 'GET /api/users/me': () => ok({ user }) });
    renderApp('/app/settings');
    expect(
      await screen.findByText('grace@example.com', { selector: 'dd span' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delete account' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
  });
});

describe('admin area guard', () => {
  it('sends a visitor without an admin token to /admin-login', async () => {
    saveUserSession(fakeJwt(), user); // a user token is not enough
    mockFetch({});
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('shows the admin and the live dashboard', async () => {
    saveAdminSession(fakeJwt(), { _id: 'a1', name: 'Ruth Admin', email: 'ruth@selah.app' });
    const { calls } = mockFetch({
      'GET /api/admin/me': () =>
        ok({ admin: { _id: 'a1', name: 'Ruth A.', email: 'ruth@selah.app' } }),
      'GET /api/admin/dashboard': () =>
        ok({
          users: { total: 1250, active: 1200, suspended: 50, verified: 1000, newThisMonth: 139 },
          media: {
            total: 40,
            byType: { album: 21, podcast: 12, sermon: 7 },
            byStatus: { pending: 3, active: 35, rejected: 1, suspended: 1 },
          },
          plays: { total: 9000, thisMonth: 800 },
          recentUsers: [],
          recentMedia: [],
          pendingCount: 3,
        }),
    });
    renderApp('/admin');
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('21')).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Moderation queue/ })).toHaveAttribute(
      'href',
      '/admin/songs?status=pending',
    );
    // The footer shows the admin as the server knows them now.
    expect(await screen.findAllByText('Ruth A.')).not.toHaveLength(0);
    expect(screen.getAllByText('Admin User')[0]).toBeInTheDocument();
    expect(calls[0].headers.Authorization).toMatch(/^Bearer /);
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0];
    for (const [name, href] of [
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Media', '/admin/songs'],
      ['Sermons', '/admin/sermons'],
      ['Podcasts', '/admin/podcasts'],
      ['Settings', '/admin/settings'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the failure of the dashboard call, never a made-up figure', async () => {
    saveAdminSession(fakeJwt(), { _id: 'a1', name: 'Ruth Admin', email: 'ruth@selah.app' });
    mockFetch({
      'GET /api/admin/dashboard': () => fail(500, 'The dashboard is resting'),
    });
    renderApp('/admin');
    // A 5xx is retried once (after a second) before it is shown.
    expect(
      await screen.findByText('The dashboard is unavailable right now', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    // Inline and in the toast.
    expect(await screen.findAllByText('The dashboard is resting')).toHaveLength(2);
    expect(screen.queryByText(/^\d[\d,]*$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('admin Logout goes to /admin-login', async () => {
    saveAdminSession(fakeJwt(), { _id: 'a1', name: 'Ruth Admin', email: 'ruth@selah.app' });
    mockFetch({ 'GET /api/admin/settings': () => fail(500, 'x') });
    const { router } = renderApp('/admin/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(adminPb.authStore.token).toBe('');
  });
});

describe('unknown paths', () => {
  it('show a 404 page', async () => {
    mockFetch({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
