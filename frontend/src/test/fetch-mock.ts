import { vi } from 'vitest';

export interface MockCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (call: MockCall) => { status?: number; body?: unknown; raw?: string } | Error;

/**
 * mockFetch replaces global fetch with a responder per "METHOD /path" (query ignored) and
 * records every call. Unknown routes answer 404 in the server's envelope.
 */
export function mockFetch(routes: Record<string, Responder>) {
  const calls: MockCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // The SDK calls absolute URLs (the page's origin); routes and assertions use the path.
    const url = String(input).replace(/^https?:\/\/[^/]+/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { url, method, headers, body };
    calls.push(call);
    const key = `${method} ${url.split('?')[0]}`;
    const responder = routes[key];
    const result = responder
      ? responder(call)
      : { status: 404, body: { success: false, status: 404, message: 'Not found.', data: {} } };
    if (result instanceof Error) throw result;
    const text = result.raw ?? JSON.stringify(result.body ?? {});
    return new Response(text, {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export const ok = (data: unknown, message?: string) => ({
  status: 200,
  body: { success: true, message, data },
});

export const fail = (status: number, message: string, data: unknown = {}) => ({
  status,
  body: { success: false, status, message, data },
});

/** fakeJwt makes a token PocketBase's auth store accepts as valid (unexpired). */
export function fakeJwt(expSecondsFromNow = 3600): string {
  const b64 = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expSecondsFromNow;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 'u1', type: 'auth', exp })}.signature`;
}
