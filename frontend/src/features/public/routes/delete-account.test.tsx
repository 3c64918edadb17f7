import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveUserSession, USER_AUTH_KEY, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch } from '@/test/fetch-mock';

import DeleteAccountPage from './delete-account';

function signIn(email = 'grace@example.com') {
  saveUserSession(fakeJwt(), {
    _id: 'u1',
    name: 'Grace',
    email,
    accountStatus: 'active',
    isPremiumUser: false,
    createdAt: '2025-08-18T00:00:00Z',
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/delete-account', element: <DeleteAccountPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/delete-account'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('DeleteAccountPage', () => {
  beforeEach(() => {
    userPb.authStore.clear();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup(); // unmount first, so signing out below does not re-render a page outside act()
    userPb.authStore.clear();
    vi.unstubAllGlobals();
  });

  it('asks a visitor who is not signed in to sign in first, and comes back here after', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Sign in to delete your account' });
    expect(link).toHaveAttribute('href', '/login?next=/delete-account');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('lists what is lost and the alternatives', () => {
    renderPage();
    for (const item of [
      'Your profile',
      'Your songs, podcasts and sermons',
      'Your likes',
      'Your play history',
      'Your messages',
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    for (const item of ['Sign out', 'Change your password', 'Contact support', 'Take a break']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });

  it('validates the email address before calling the server', async () => {
    const { fn: fetchMock } = mockFetch({});
    signIn();
    renderPage();
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Email address is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email address'), 'grace');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in the dialog when the email does not match", async () => {
    mockFetch({
      'DELETE /api/users/me': () => fail(400, 'The email address does not match your account'),
    });
    signIn();
    renderPage();
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Email address'), 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The email address does not match your account',
    );
    expect(localStorage.getItem(USER_AUTH_KEY)).not.toBeNull();
  });

  it('deletes the account, clears local storage and goes home', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    localStorage.setItem('selah.registrationEmail', 'grace@example.com');
    const router = renderPage();
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Email address'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    const pending = await within(dialog).findByRole('button', { name: 'Deleting...' });
    expect(pending).toBeDisabled();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, location.href).pathname).toBe('/api/users/me');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'grace@example.com' });
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);

    await act(async () => {
      answer(jsonResponse(200, { success: true, message: 'Your account has been deleted' }));
    });

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(userPb.authStore.isValid).toBe(false);
  });
});
