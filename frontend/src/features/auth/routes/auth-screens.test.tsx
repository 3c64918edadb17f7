import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPb, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const user = {
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

describe('/login', () => {
  it('validates on the client before calling the server', async () => {
    const { fn } = mockFetch({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fn).not.toHaveBeenCalled();
  });

  it('links to /create-account and /forgot-password', async () => {
    mockFetch({});
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/create-account',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows the server's message in a red box", async () => {
    mockFetch({ 'POST /api/users/login': () => fail(401, 'Invalid email or password') });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(userPb.authStore.token).toBe('');
  });

  it('stores the token and takes a creator to /user', async () => {
    const token = fakeJwt();
    const creator = { ...user, isCreator: true };
    const { calls } = mockFetch({
      'POST /api/users/login': () => ok({ token, user: creator }),
      'GET /api/users/me': () => ok({ user: creator }),
    });
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), ' grace@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    expect(calls[0].body).toEqual({ email: 'grace@example.com', password: 'correct horse' });
    expect(userPb.authStore.token).toBe(token);
    expect(userPb.authStore.record).toMatchObject({
      id: 'u1',
      collectionName: 'users',
      name: 'Grace Okafor',
    });
    expect(JSON.parse(localStorage.getItem('selah.user') ?? '{}').token).toBe(token);
  });

  it('takes an account that never uploaded to the listener home, /app', async () => {
    const listener = { ...user, isCreator: false };
    mockFetch({
      'POST /api/users/login': () => ok({ token: fakeJwt(), user: listener }),
      'GET /api/users/me': () => ok({ user: listener }),
    });
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('keeps an explicit ?next= for an account that never uploaded', async () => {
    const listener = { ...user, isCreator: false };
    mockFetch({
      'POST /api/users/login': () => ok({ token: fakeJwt(), user: listener }),
      'GET /api/users/me': () => ok({ user: listener }),
    });
    const { router } = renderApp('/login?next=/user');
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});

describe('/admin-login', () => {
  it('stores the admin token under its own key and goes to /admin', async () => {
    const token = fakeJwt();
    mockFetch({
      'POST /api/admin/login': () =>
        ok({ token, admin: { _id: 'a1', name: 'Ruth Admin', email: 'ruth@selah.app' } }),
      'GET /api/admin/users/get-user-statistics': () =>
        ok({
          totalUsers: { count: 3, monthlyGrowth: 0 },
          verifiedUsers: { count: 2, percentage: 66.7 },
          premiumUsers: { count: 0, percentage: 0 },
          newUsersThisMonth: { count: 0 },
        }),
    });
    const { router } = renderApp('/admin-login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ruth@selah.app');
    await userEvent.type(screen.getByLabelText('Password'), 'admin-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/Welcome back, Ruth Admin/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(JSON.parse(localStorage.getItem('selah.admin') ?? '{}').token).toBe(token);
    expect(localStorage.getItem('selah.user')).toBeNull();
  });

  it("shows the server's message in a red box", async () => {
    mockFetch({ 'POST /api/admin/login': () => fail(401, 'Invalid email or password') });
    renderApp('/admin-login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ruth@selah.app');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});

describe('/create-account', () => {
  const fill = async (values: {
    name: string;
    email: string;
    password: string;
    confirm: string;
  }) => {
    if (values.name) await userEvent.type(await screen.findByLabelText('Full name'), values.name);
    if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
    if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
    if (values.confirm)
      await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  };

  it('shows the SPEC messages', async () => {
    const { fn } = mockFetch({});
    renderApp('/create-account');
    await screen.findByLabelText('Full name');
    await fill({ name: '   ', email: 'grace@', password: 'short', confirm: 'other' });
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('creates the account, keeps the email and goes to /otp', async () => {
    const { calls } = mockFetch({
      'POST /api/users/create-new-account': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Account created successfully',
          data: { email: 'grace@example.com' },
        },
      }),
    });
    const { router } = renderApp('/create-account');
    await fill({
      name: 'Grace Okafor',
      email: 'grace@example.com',
      password: 'password1',
      confirm: 'password1',
    });
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(calls[0].body).toEqual({
      name: 'Grace Okafor',
      email: 'grace@example.com',
      password: 'password1',
    });
    expect(localStorage.getItem('selah.registrationEmail')).toBe('grace@example.com');
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
  });

  it("shows a 409 in the red box and maps the server's field errors", async () => {
    mockFetch({
      'POST /api/users/create-new-account': () =>
        fail(409, 'An account with this email already exists', {
          email: { code: 'conflict', message: 'This email is already registered' },
        }),
    });
    renderApp('/create-account');
    await fill({
      name: 'Grace',
      email: 'grace@example.com',
      password: 'password1',
      confirm: 'password1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(screen.getByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/otp', () => {
  it('asks for all six digits', async () => {
    localStorage.setItem('selah.registrationEmail', 'grace@example.com');
    const { fn } = mockFetch({});
    renderApp('/otp');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Please enter all 6 digits')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('verifies with the stored email and goes to /login', async () => {
    localStorage.setItem('selah.registrationEmail', 'grace@example.com');
    const { calls } = mockFetch({
      'POST /api/users/verify-user': () => ok(null, 'Email verified successfully'),
    });
    const { router } = renderApp('/otp');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('482 913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0].body).toEqual({ verificationCode: '482913', email: 'grace@example.com' });
    expect(localStorage.getItem('selah.registrationEmail')).toBeNull();
  });

  it('asks for the email when none was stored, and shows a wrong code in the red box', async () => {
    const { calls } = mockFetch({
      'POST /api/users/verify-user': () => fail(400, 'Invalid or expired verification code'),
    });
    renderApp('/otp');
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired verification code',
    );
    expect(calls[0].body).toEqual({ verificationCode: '111111', email: 'grace@example.com' });
  });

  it('resends the code', async () => {
    localStorage.setItem('selah.registrationEmail', 'grace@example.com');
    const { calls } = mockFetch({
      'POST /api/users/resend-verification-code': () => ok(null, 'New code sent successfully'),
    });
    renderApp('/otp');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('New code sent successfully')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'grace@example.com' });
  });

  it("toasts the server's refusal of a resend", async () => {
    localStorage.setItem('selah.registrationEmail', 'grace@example.com');
    mockFetch({
      'POST /api/users/resend-verification-code': () =>
        fail(429, 'Please wait a minute before asking for a new code'),
    });
    renderApp('/otp');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('Please wait a minute before asking for a new code'),
    ).toBeInTheDocument();
  });
});

describe('/forgot-password', () => {
  it('walks email, code and new password with real calls', async () => {
    const { calls } = mockFetch({
      'POST /api/users/forgot-password': (c) =>
        ok(null, `Verification code has been sent to ${(c.body as { email: string }).email}`),
      'POST /api/users/verify-reset-code': () =>
        ok({ resetToken: 'rt-1' }, 'Verification successful'),
      'POST /api/users/reset-password': () => ok(null, 'Your password has been reset successfully'),
    });
    renderApp('/forgot-password');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(
      await screen.findByText('Verification code has been sent to grace@example.com'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Please enter a valid 6-digit verification code'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification successful')).toBeInTheDocument();
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Your password has been reset successfully'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');

    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/users/forgot-password', { email: 'grace@example.com' }],
      ['/api/users/verify-reset-code', { email: 'grace@example.com', code: '654321' }],
      [
        '/api/users/reset-password',
        { email: 'grace@example.com', resetToken: 'rt-1', password: 'new-password-1' },
      ],
    ]);
  });

  it('Back returns one step and Resend repeats the first call', async () => {
    const { calls } = mockFetch({
      'POST /api/users/forgot-password': () =>
        ok(null, 'Verification code has been sent to grace@example.com'),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body).toEqual({ email: 'grace@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it("prefers the server's message, else SPEC's failure text", async () => {
    mockFetch({
      'POST /api/users/forgot-password': () => ({ status: 500, raw: '' }),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send verification code. Please try again.',
    );
  });

  it('shows a wrong code in the red box', async () => {
    mockFetch({
      'POST /api/users/forgot-password': () =>
        ok(null, 'Verification code has been sent to grace@example.com'),
      'POST /api/users/verify-reset-code': () =>
        fail(400, 'Invalid verification code. Please try again.'),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. Please try again.',
    );
  });
});
