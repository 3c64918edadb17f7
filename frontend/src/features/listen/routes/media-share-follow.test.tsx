import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { testUser } from '@/test/user-fixtures';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { stubClipboard } from '@/test/clipboard';
import { creatorPage, publicMedia } from '@/test/public-fixtures';

const user = testUser();

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('/app/media/:id share and follow', () => {
  it("shares the item's public page and follows its creator", async () => {
    saveUserSession(fakeJwt(), user);
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/m1': () => ok({ media: publicMedia() }),
      'GET /api/public/creators/c1': () => ok(creatorPage({ following: false, followers: 5 })),
      'POST /api/users/follows/c1': () => ok({ following: true, followers: 6 }),
    });
    renderApp('/app/media/m1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'On the Mount' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/m/m1`);

    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('6 followers')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/users/follows/c1')).toBe(true);
  });
});
