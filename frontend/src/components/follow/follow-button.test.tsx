import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { createQueryClient } from '@/lib/query-client';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { testUser } from '@/test/user-fixtures';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { loginToReturn } from '@/hooks/use-login-to-return';
import {
  CreatorFollowButton,
  FollowButton,
  followersLabel,
} from '@/components/follow/follow-button';
import { FOLLOW_FAILED, followStateKey, optimisticFollow } from '@/components/follow/follow-api';

const listener = testUser();

function renderButton(ui: React.ReactNode, path = '/c/c1') {
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <div data-testid="host">{ui}</div>
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('FollowButton', () => {
  it('asks a visitor to sign in and come back', () => {
    mockFetch({});
    renderButton(
      <FollowButton creatorId="c1" creatorName="Miriam" following={false} followers={1} />,
      '/m/m1?t=90',
    );
    expect(screen.getByRole('link', { name: 'Sign in to follow' })).toHaveAttribute(
      'href',
      '/login?next=%2Fm%2Fm1%3Ft%3D90',
    );
    expect(screen.getByText('1 follower')).toBeInTheDocument();
  });

  it('follows at once, then shows what the server counted', async () => {
    saveUserSession(fakeJwt(), listener);
    const onSaved = vi.fn();
    // The server's answer is held back, to see what shows before it comes.
    let answer: () => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              new Response(JSON.stringify(ok({ following: true, followers: 9 }).body), {
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderButton(
      <FollowButton
        creatorId="c1"
        creatorName="Miriam"
        following={false}
        followers={4}
        onSaved={onSaved}
      />,
    );
    const button = screen.getByRole('button', { name: /^Follow/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/users\/follows\/c1$/),
      expect.objectContaining({ method: 'POST' }),
    );
    answer();
    expect(await screen.findByText('9 followers')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ following: true, followers: 9 });
  });

  it('unfollows with DELETE', async () => {
    saveUserSession(fakeJwt(), listener);
    const { calls } = mockFetch({
      'DELETE /api/users/follows/c1': () => ok({ following: false, followers: 3 }),
    });
    renderButton(<FollowButton creatorId="c1" creatorName="Miriam" following followers={4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText('3 followers')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('rolls back and says so when the server refuses', async () => {
    saveUserSession(fakeJwt(), listener);
    mockFetch({ 'POST /api/users/follows/c1': () => fail(500, '') });
    renderButton(
      <FollowButton creatorId="c1" creatorName="Miriam" following={false} followers={4} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(FOLLOW_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('4 followers')).toBeInTheDocument();
  });

  it('shows a creator only their own count', () => {
    saveUserSession(fakeJwt(), { ...listener, _id: 'c1' });
    mockFetch({});
    renderButton(
      <FollowButton creatorId="c1" creatorName="Miriam" following={false} followers={2} />,
    );
    const host = screen.getByTestId('host');
    expect(within(host).queryByRole('button')).not.toBeInTheDocument();
    expect(within(host).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('2 followers')).toBeInTheDocument();
  });
});

describe('CreatorFollowButton', () => {
  it('asks for the follow state first, as the signed-in listener', async () => {
    saveUserSession(fakeJwt(), listener);
    const { calls } = mockFetch({
      'GET /api/public/creators/c1': () =>
        ok({
          creator: { _id: 'c1', name: 'Miriam', followers: 7, following: true },
          media: {},
          feeds: [],
        }),
    });
    renderButton(<CreatorFollowButton creatorId="c1" creatorName="Miriam" />);
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.getByText('7 followers')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/public/creators/c1?page=1&limit=1');
    expect(calls[0].headers.Authorization).toMatch(/^Bearer /);
  });

  it('shows nothing for a creator with no public profile', async () => {
    saveUserSession(fakeJwt(), listener);
    const { calls } = mockFetch({ 'GET /api/public/creators/c1': () => fail(404, 'Not found.') });
    const { queryClient } = renderButton(
      <CreatorFollowButton creatorId="c1" creatorName="Miriam" />,
    );
    // The 404 is an answer (no profile), not an error.
    await waitFor(() =>
      expect(queryClient.getQueryState(followStateKey('c1', true))?.status).toBe('success'),
    );
    expect(queryClient.getQueryData(followStateKey('c1', true))).toBeNull();
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });
});

describe('follow helpers', () => {
  it('counts in words', () => {
    expect(followersLabel(0)).toBe('0 followers');
    expect(followersLabel(1)).toBe('1 follower');
    expect(followersLabel(1250)).toBe('1,250 followers');
  });

  it('shows the change before the server answers, never below zero', () => {
    expect(optimisticFollow({ following: false, followers: 0 }, true)).toEqual({
      following: true,
      followers: 1,
    });
    expect(optimisticFollow({ following: true, followers: 0 }, false)).toEqual({
      following: false,
      followers: 0,
    });
    expect(optimisticFollow({ following: true, followers: 3 }, true)).toEqual({
      following: true,
      followers: 3,
    });
  });

  it('signs in and comes back to the page', () => {
    expect(loginToReturn('/c/c1?page=2')).toBe('/login?next=%2Fc%2Fc1%3Fpage%3D2');
  });
});
