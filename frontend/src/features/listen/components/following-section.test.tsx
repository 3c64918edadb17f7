import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { testMedia } from '@/test/media-fixtures';
import { testUser } from '@/test/user-fixtures';
import type { Media } from '@/types/media';

const user = testUser({ name: 'Ruth Bennett', email: 'ruth@example.com' });

function media(id: string, title: string, artist = 'Grace Okafor'): Media {
  return testMedia({
    _id: id,
    title,
    type: 'sermon',
    artist: { _id: 'c1', name: artist },
    duration: 60,
    episodeCount: 1,
    noOfEpisodes: 1,
  });
}

/** The /app routes every test answers the same way; `following` is the one under test. */
function mockApp(following: (call: MockCall) => ReturnType<typeof ok> | ReturnType<typeof fail>) {
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/genres': () => ok({ data: [] }),
    'GET /api/media/continue-listening': () => ok({ data: [] }),
    'GET /api/media/browse': () =>
      ok({ data: [media('b1', 'Browse Only Item', 'Someone Else')], total: 1, page: 1, limit: 20 }),
    'GET /api/media/following': following,
  });
}

function section() {
  return screen.findByRole('region', { name: 'From creators you follow' });
}

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('/app "From creators you follow"', () => {
  it('lists the followed creators’ items, eight at a time, with Show more', async () => {
    const all = Array.from({ length: 10 }, (_, i) =>
      media(`f${i + 1}`, `Followed Sermon ${i + 1}`),
    );
    const { calls } = mockApp((call) => {
      const q = new URL(call.url, 'http://x').searchParams;
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      return ok({ data: all.slice((page - 1) * limit, page * limit), total: all.length });
    });
    renderApp('/app');

    const region = await section();
    const first = await within(region).findByRole('link', { name: /Followed Sermon 1/ });
    expect(first).toHaveAttribute('href', '/app/media/f1');
    expect(within(region).getAllByRole('listitem')).toHaveLength(8);
    expect(within(region).getByText('Showing 8 of 10')).toBeInTheDocument();
    // The browse grid's item is not in this section.
    expect(within(region).queryByText('Browse Only Item')).not.toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    expect(await within(region).findByRole('link', { name: /Followed Sermon 10/ })).toBeVisible();
    expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const asked = calls.filter((c) => c.url.startsWith('/api/media/following'));
    expect(asked.map((c) => c.url)).toEqual([
      '/api/media/following?page=1&limit=8',
      '/api/media/following?page=2&limit=8',
    ]);
    expect(asked[0].headers.Authorization).toMatch(/^Bearer /);
  });

  it('says how to follow someone when the listener follows no one', async () => {
    mockApp(() => ok({ data: [], total: 0 }));
    renderApp('/app');
    const region = await section();
    expect(
      await within(region).findByRole('heading', { name: 'You don’t follow anyone yet' }),
    ).toBeInTheDocument();
    expect(within(region).getByText(/press Follow/)).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the server’s error with a way to try again', async () => {
    let failing = true;
    mockApp(() =>
      failing
        ? fail(500, 'The list could not be loaded.')
        : ok({ data: [media('f1', 'Back Again')], total: 1 }),
    );
    renderApp('/app');
    const region = await section();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Error: The list could not be loaded.',
    );
    failing = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('link', { name: /Back Again/ })).toBeInTheDocument();
  });

  it('is left out while the listener searches', async () => {
    const { calls } = mockApp(() => ok({ data: [media('f1', 'Followed')], total: 1 }));
    renderApp('/app?search=grace');
    expect(await screen.findByRole('link', { name: /Browse Only Item/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'From creators you follow' }),
    ).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/media/following'))).toBe(false);
  });
});
