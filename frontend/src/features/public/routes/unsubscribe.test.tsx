import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

const done = ok({ creator: { _id: 'c1', name: 'Grace Okafor' }, unsubscribed: true });

describe('/unsubscribe', () => {
  it('stops the emails with the token alone and says whose they were', async () => {
    // Signed in or not, the token is what counts: no Authorization is sent.
    saveUserSession(fakeJwt(), {
      _id: 'u9',
      name: 'Someone Else',
      email: 'else@example.com',
      accountStatus: 'active',
      isPremiumUser: false,
      createdAt: '2025-08-18T10:00:00.000Z',
    });
    const { calls } = mockFetch({
      'POST /api/users/unsubscribe': () => done,
      'GET /api/public/creators/c1': () =>
        ok({
          creator: { _id: 'c1', name: 'Grace Okafor' },
          media: { data: [], total: 3, page: 1, limit: 1 },
          feeds: [
            {
              kind: 'sermons',
              title: 'Grace Okafor’s sermons',
              url: '/api/feeds/creators/c1/sermons.xml',
            },
            { kind: 'series', title: 'Romans', url: '/api/feeds/series/c1/romans.xml' },
          ],
        }),
    });
    renderApp('/unsubscribe?token=a%2Bb%2Fc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will no longer get emails when Grace Okafor publishes something new.',
    );
    expect(screen.getByRole('link', { name: /Visit Grace Okafor’s page/ })).toHaveAttribute(
      'href',
      '/c/c1',
    );
    expect(await screen.findByRole('link', { name: /Romans/ })).toHaveAttribute(
      'href',
      '/api/feeds/series/c1/romans.xml',
    );
    expect(screen.getByRole('link', { name: /Grace Okafor’s sermons/ })).toHaveAttribute(
      'href',
      '/api/feeds/creators/c1/sermons.xml',
    );

    const posts = calls.filter((c) => c.url.startsWith('/api/users/unsubscribe'));
    expect(posts).toHaveLength(1);
    expect(posts[0].method).toBe('POST');
    expect(posts[0].url).toBe('/api/users/unsubscribe?token=a%2Bb%2Fc');
    expect(posts[0].headers.Authorization).toBeUndefined();
    expect(posts[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(posts[0].body)).toBe('List-Unsubscribe=One-Click');
  });

  it('offers no feeds when the creator has nothing public', async () => {
    const { calls } = mockFetch({
      'POST /api/users/unsubscribe': () => done,
      'GET /api/public/creators/c1': () => fail(404, 'Not found.'),
    });
    renderApp('/unsubscribe?token=t1');
    expect(await screen.findByText(/no longer get emails when/)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/public/creators/c1'))).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: /podcast app/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message for a bad token', async () => {
    mockFetch({
      'POST /api/users/unsubscribe': () => fail(400, 'This unsubscribe link is not valid.'),
    });
    renderApp('/unsubscribe?token=forged');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    // The token will not get better by sending it again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to unfollow' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('lets the visitor try again when the server could not be reached', async () => {
    let down = true;
    mockFetch({
      'POST /api/users/unsubscribe': () => (down ? new TypeError('Failed to fetch') : done),
      'GET /api/public/creators/c1': () => fail(404, 'Not found.'),
    });
    renderApp('/unsubscribe?token=t1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to reach the server.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/no longer get emails when/)).toHaveTextContent('Grace Okafor');
  });

  it('says the link is incomplete when it has no token, and calls nothing', async () => {
    const { calls } = mockFetch({});
    renderApp('/unsubscribe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open the link at the bottom of the email again/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/'))).toEqual([]);
  });
});
