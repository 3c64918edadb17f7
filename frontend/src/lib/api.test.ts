import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  buildUrl,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@/lib/api';
import { adminPb, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
  adminPb.authStore.clear();
});

describe('apiRequest', () => {
  it('returns the envelope of a success', async () => {
    mockFetch({ 'POST /api/users/login': () => ok({ token: 't' }, 'Signed in') });
    const res = await apiRequest<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { email: 'a@b.co', password: 'x' },
      auth: 'none',
    });
    expect(res).toEqual({ success: true, message: 'Signed in', data: { token: 't' } });
  });

  it('sends a JSON body and no token for auth none', async () => {
    userPb.authStore.save(fakeJwt(), null);
    const { calls } = mockFetch({ 'POST /api/users/login': () => ok({}) });
    await apiRequest('/api/users/login', { method: 'POST', body: { a: 1 }, auth: 'none' });
    expect(calls[0].body).toEqual({ a: 1 });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('sends the user token by default and the admin token for auth admin, as Bearer', async () => {
    const userToken = fakeJwt();
    const adminToken = fakeJwt(7200);
    userPb.authStore.save(userToken, null);
    adminPb.authStore.save(adminToken, null);
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user: {} }),
      'GET /api/admin/users/get-user-statistics': () => ok({}),
    });
    await apiRequest('/api/users/me');
    await apiRequest('/api/admin/users/get-user-statistics', { auth: 'admin' });
    expect(calls[0].headers.Authorization).toBe(`Bearer ${userToken}`);
    expect(calls[1].headers.Authorization).toBe(`Bearer ${adminToken}`);
  });

  it('puts the query in the URL, leaving out empty values', async () => {
    const { calls } = mockFetch({ 'GET /api/media/user-media/': () => ok({ data: [] }) });
    await apiRequest('/api/media/user-media/', {
      query: { page: 1, limit: 4, type: '', status: undefined },
    });
    expect(calls[0].url).toBe('/api/media/user-media/?page=1&limit=4');
  });

  it('throws ApiError with the server message, status and field errors', async () => {
    mockFetch({
      'POST /api/users/create-new-account': () =>
        fail(400, 'Please enter a valid email address', {
          email: {
            code: 'validation_invalid_email',
            message: 'Please enter a valid email address',
          },
          name: { code: 'x' },
        }),
    });
    const error = await apiRequest('/api/users/create-new-account', {
      method: 'POST',
      body: {},
      auth: 'none',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please enter a valid email address',
      status: 400,
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('keeps the message of a conflict', async () => {
    mockFetch({
      'POST /api/users/create-new-account': () =>
        fail(409, 'An account with this email already exists'),
    });
    await expect(
      apiRequest('/api/users/create-new-account', { method: 'POST', auth: 'none' }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'An account with this email already exists',
      fieldErrors: {},
    });
  });

  it('treats success: false in a 200 as a failure', async () => {
    mockFetch({
      'GET /api/media/media-stats': () => ({
        status: 200,
        body: { success: false, message: 'Nope' },
      }),
    });
    await expect(apiRequest('/api/media/media-stats')).rejects.toMatchObject({ message: 'Nope' });
  });

  it('uses a readable message when the error body is not JSON', async () => {
    mockFetch({ 'GET /api/users/me': () => ({ status: 502, raw: '<html>Bad gateway</html>' }) });
    await expect(apiRequest('/api/users/me')).rejects.toMatchObject({
      status: 502,
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into a readable Error', async () => {
    mockFetch({ 'GET /api/users/me': () => new TypeError('Failed to fetch') });
    const error = await apiRequest('/api/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('clears the store whose token was refused with 401', async () => {
    userPb.authStore.save(fakeJwt(), null);
    adminPb.authStore.save(fakeJwt(), null);
    mockFetch({
      'GET /api/admin/users/get-user-statistics': () =>
        fail(401, 'The request requires valid record authorization token.'),
    });
    await expect(
      apiRequest('/api/admin/users/get-user-statistics', { auth: 'admin' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(adminPb.authStore.token).toBe('');
    expect(userPb.authStore.token).not.toBe('');
  });

  it('does not clear anything on a 401 from a sign-in', async () => {
    userPb.authStore.save(fakeJwt(), null);
    mockFetch({ 'POST /api/users/login': () => fail(401, 'Invalid email or password') });
    await expect(
      apiRequest('/api/users/login', { method: 'POST', auth: 'none' }),
    ).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(userPb.authStore.token).not.toBe('');
  });

  it('does not clear the token on a 403', async () => {
    userPb.authStore.save(fakeJwt(), null);
    mockFetch({ 'DELETE /api/media/x': () => fail(403, 'You are not allowed to do that') });
    await expect(apiRequest('/api/media/x', { method: 'DELETE' })).rejects.toMatchObject({
      status: 403,
    });
    expect(userPb.authStore.token).not.toBe('');
  });
});

describe('helpers', () => {
  it('buildUrl appends to an existing query', () => {
    expect(buildUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildUrl('api/x')).toBe('/api/x');
  });

  it('errorMessage prefers the error text, else the fallback', () => {
    expect(errorMessage(new Error('Server says no'), 'Fallback')).toBe('Server says no');
    expect(errorMessage('weird', 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error(''), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new ApiError('Email taken', 409), 'Fallback')).toBe('Email taken');
    expect(errorMessage(new ApiError(UNKNOWN_ERROR_MESSAGE, 502, {}, false), 'Fallback')).toBe(
      'Fallback',
    );
    expect(errorMessage(new Error(NETWORK_ERROR_MESSAGE), 'Fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });
});
