import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userPb } from '@/lib/pocketbase';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { pageFrom } from '@/features/public/routes/public-creator';
import { stubClipboard } from '@/test/clipboard';
import { creatorPage, publicMedia } from '@/test/public-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('/c/:id', () => {
  it("shows a creator's profile, their items linking to public pages, and their feeds", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    const { calls } = mockFetch({ 'GET /api/public/creators/c1': () => ok(creatorPage()) });
    renderApp('/c/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miriam Access' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Miriam Access | Selah');
    expect(
      screen.getByText('Teaching the Sermon on the Mount, one verse at a time.'),
    ).toBeInTheDocument();
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to follow' })).toHaveAttribute(
      'href',
      '/login?next=%2Fc%2Fc1',
    );
    expect(screen.getByRole('link', { name: /On the Mount/ })).toHaveAttribute('href', '/m/m1');
    expect(calls[0].url).toBe('/api/public/creators/c1?page=1&limit=12');
    expect(calls[0].headers.Authorization).toBeUndefined();

    const feeds = screen.getByRole('region', { name: 'Follow in a podcast app' });
    expect(
      within(feeds).getByRole('link', {
        name: "Follow in a podcast app (Miriam Access's sermons)",
      }),
    ).toHaveAttribute('href', `podcast://${location.host}/api/feeds/creators/c1/sermons.xml`);
    await userEvent.click(
      within(feeds).getByRole('button', { name: 'Copy feed link: The Beatitudes' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${location.origin}/api/feeds/series/c1/the-beatitudes.xml`,
    );
    expect(await screen.findByText('Feed link copied')).toBeInTheDocument();
  });

  it('pages through the items, with the page in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      publicMedia({ _id: `m${i + 1}`, title: `Sermon ${i + 1}` }),
    );
    const { calls } = mockFetch({
      'GET /api/public/creators/c1': (call) => {
        const page = Number(new URL(call.url, location.origin).searchParams.get('page'));
        const data = creatorPage();
        data.media =
          page === 2
            ? {
                data: [publicMedia({ _id: 'm13', title: 'Sermon 13' })],
                total: 13,
                page: 2,
                limit: 12,
              }
            : { data: many, total: 13, page: 1, limit: 12 };
        return ok(data);
      },
    });
    const { router } = renderApp('/c/c1');
    expect(await screen.findByRole('link', { name: /Sermon 12/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–12 of 13 items')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('link', { name: /Sermon 13/ })).toHaveAttribute(
      'href',
      '/m/m13',
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.some((c) => c.url.includes('page=2&limit=12'))).toBe(true);
    // The profile stays on screen while the page changes.
    expect(screen.getByRole('heading', { level: 1, name: 'Miriam Access' })).toBeInTheDocument();
  });

  it('shows the 404 screen for a creator with nothing public', async () => {
    mockFetch({ 'GET /api/public/creators/c9': () => fail(404, 'Creator not found.') });
    renderApp('/c/c9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This creator is not available' }),
    ).toBeInTheDocument();
  });

  it('follows the visitor’s dark setting, and only while the page is shown', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    mockFetch({
      'GET /api/public/creators/c1': () => ok(creatorPage()),
      'GET /api/users/me': () => fail(401, 'Sign in.'),
    });
    const { router } = renderApp('/c/c1');
    await screen.findByRole('heading', { level: 1, name: 'Miriam Access' });
    expect(document.documentElement).toHaveClass('dark');
    await router.navigate('/login');
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
  });
});

describe('pageFrom', () => {
  it('reads a whole page number from 1, else 1', () => {
    expect(pageFrom('3')).toBe(3);
    for (const raw of [null, '', '0', '-2', '1.5', 'two']) expect(pageFrom(raw)).toBe(1);
  });
});
