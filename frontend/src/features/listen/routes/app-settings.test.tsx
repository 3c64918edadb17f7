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
  createdAt: '2025-08-18T10:00:00.000Z',
};

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('Messages from the Selah team', () => {
  it('lists the messages admins sent, newest first, with the user token', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/users/messages': () =>
        ok({
          data: [
            {
              _id: 'n2',
              text: 'Your album is live!',
              from: { name: 'Esther Admin' },
              readAt: null,
              createdAt: '2025-08-20T10:00:00.000Z',
            },
            {
              _id: 'n1',
              text: 'Welcome to Selah.',
              from: { name: 'Selah team' },
              readAt: null,
              createdAt: '2025-08-19T10:00:00.000Z',
            },
          ],
          totalCount: 2,
        }),
    });
    renderApp('/app/settings');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Esther Admin');
    expect(items[0]).toHaveTextContent('Your album is live!');
    expect(items[1]).toHaveTextContent('Welcome to Selah.');
    const call = calls.find((c) => c.url.startsWith('/api/users/messages'))!;
    expect(call.headers.Authorization).toMatch(/^Bearer /);
  });

  it('says when there are none', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/users/messages': () => ok({ data: [], totalCount: 0 }),
    });
    renderApp('/app/settings');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
