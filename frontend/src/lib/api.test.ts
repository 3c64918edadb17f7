import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import {
  ApiError,
  apiBlob,
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

describe('one client: the SDK', () => {
  it("sends our routes through the signed-in client's pb.send, which carries its token", async () => {
    const token = fakeJwt();
    userPb.authStore.save(token, null);
    const send = vi.spyOn(userPb, 'send');
    const { calls } = mockFetch({ 'GET /api/users/me': () => ok({ user: { name: 'A' } }) });
    const res = await apiRequest<{ user: { name: string } }>('/api/users/me', {
      query: { a: 1, b: '' },
    });
    expect(res.data.user.name).toBe('A');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toBe('/api/users/me');
    expect(calls[0].url).toBe('/api/users/me?a=1');
    expect(calls[0].headers.Authorization).toBe(`Bearer ${token}`);
    send.mockRestore();
  });

  it('sends the admin token through the admin client and none through the anonymous one', async () => {
    userPb.authStore.save(fakeJwt(), null);
    const adminToken = fakeJwt(7200);
    adminPb.authStore.save(adminToken, null);
    const adminSend = vi.spyOn(adminPb, 'send');
    const userSend = vi.spyOn(userPb, 'send');
    const { calls } = mockFetch({
      'GET /api/admin/x': () => ok({}),
      'GET /api/public/y': () => ok({}),
    });
    await apiRequest('/api/admin/x', { auth: 'admin' });
    await apiRequest('/api/public/y', { auth: 'none' });
    expect(adminSend).toHaveBeenCalledTimes(1);
    expect(userSend).not.toHaveBeenCalled();
    expect(calls[0].headers.Authorization).toBe(`Bearer ${adminToken}`);
    expect(calls[1].headers.Authorization).toBeUndefined();
    adminSend.mockRestore();
    userSend.mockRestore();
  });

  it("throws the SDK's error type, carrying the envelope and the server's message", async () => {
    mockFetch({
      'POST /api/x': () => fail(422, 'Title is required', { title: { message: 'Required' } }),
    });
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Title is required',
      fieldErrors: { title: 'Required' },
      response: { success: false, status: 422, message: 'Title is required' },
    });
  });

  it('sends a URLSearchParams body as a form', async () => {
    const { calls } = mockFetch({ 'POST /api/f': () => ok({}) });
    await apiRequest('/api/f', {
      method: 'POST',
      auth: 'none',
      body: new URLSearchParams({ a: 'b' }),
    });
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(calls[0].body)).toBe('a=b');
  });

  it('turns an aborted call into the AbortError its signal expects', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    const error = await apiRequest('/api/z', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('apiBlob', () => {
  it('returns a file answer with the token sent', async () => {
    const token = fakeJwt();
    userPb.authStore.save(token, null);
    const { calls } = mockFetch({ 'GET /api/media/analytics.csv': () => ({ raw: 'a,b\n1,2\n' }) });
    const blob = await apiBlob('/api/media/analytics.csv', {
      accept: 'text/csv',
      query: { days: 7 },
    });
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(calls[0].url).toBe('/api/media/analytics.csv?days=7');
    expect(calls[0].headers.Accept).toBe('text/csv');
    expect(calls[0].headers.Authorization).toBe(`Bearer ${token}`);
  });

  it("throws the envelope's message when the file is refused, clearing a refused token", async () => {
    userPb.authStore.save(fakeJwt(), null);
    mockFetch({ 'GET /api/media/analytics.csv': () => fail(401, 'Please sign in again.') });
    await expect(apiBlob('/api/media/analytics.csv', { accept: 'text/csv' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'Please sign in again.',
      },
    );
    expect(userPb.authStore.token).toBe('');
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
