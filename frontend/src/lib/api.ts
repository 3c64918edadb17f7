import { ClientResponseError, type BaseAuthStore, type SendOptions } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { adminPb, anonPb, userPb } from '@/lib/pocketbase';
import { NETWORK_ERROR_MESSAGE, toEnvelope } from '@/lib/api-error';
import type { ApiEnvelope } from '@/types/api';

export {
  ApiError,
  errorMessage,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  parseJson,
  toEnvelope,
  UNKNOWN_ERROR_MESSAGE,
} from '@/lib/api-error';

export type ApiAuth = 'user' | 'admin' | 'none';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * body: a plain object is sent as JSON, FormData as multipart, URLSearchParams as a form
   * (application/x-www-form-urlencoded).
   */
  body?: unknown;
  /** query: null, undefined and '' values are left out. */
  query?: Record<string, QueryValue>;
  /** auth: which stored token the call carries; defaults to 'user'. */
  auth?: ApiAuth;
  signal?: AbortSignal;
  /** keepalive lets the request outlive the page (a position saved as the tab closes). */
  keepalive?: boolean;
  /** accept is the Accept header; JSON unless a download asks for another type. */
  accept?: string;
  /** cache: the browser cache's part (a file the server caches for minutes, fresh after a change). */
  cache?: RequestCache;
}

/**
 * clientFor is the PocketBase client whose token a call made with `auth` carries: every call to
 * our own routes goes through its `send`, so the token, the base URL and the SDK's error type
 * are the same as for PocketBase's own APIs.
 */
export function clientFor(auth: ApiAuth): PocketBase {
  if (auth === 'user') return userPb;
  if (auth === 'admin') return adminPb;
  return anonPb;
}

/** authStoreFor is the auth store whose token a call made with `auth` carries (null for 'none'). */
export function authStoreFor(auth: ApiAuth): BaseAuthStore | null {
  return auth === 'none' ? null : clientFor(auth).authStore;
}

function definedQuery(
  query?: Record<string, QueryValue>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** buildUrl joins a path under /api with its query string (for the XHR and tus uploads). */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = path.startsWith('/') ? path : `/${path}`;
  const qs = new URLSearchParams(
    Object.entries(definedQuery(query)).map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

function sendOptions(
  { method = 'GET', body, query, signal, keepalive, accept, cache }: ApiRequestOptions,
  fetchFn?: typeof fetch,
): SendOptions {
  const headers: Record<string, string> = { Accept: accept ?? 'application/json' };
  // The SDK sends plain objects as JSON and FormData as is; a form body needs its type named.
  if (body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  return {
    method,
    headers,
    body,
    query: definedQuery(query),
    signal,
    ...(keepalive ? { keepalive } : {}),
    ...(cache ? { cache } : {}),
    ...(fetchFn ? { fetch: fetchFn } : {}),
  };
}

/**
 * send calls `pb.send` and reads its answer or failure through API.md's envelope: a 4xx/5xx
 * throws ApiError with the server's message; no answer at all throws an Error with
 * NETWORK_ERROR_MESSAGE; an aborted call throws the AbortError the caller's signal expects.
 */
async function send<T>(
  path: string,
  options: ApiRequestOptions,
  fetchFn?: typeof fetch,
): Promise<ApiEnvelope<T>> {
  const auth = options.auth ?? 'user';
  const store = authStoreFor(auth);
  let body: unknown;
  try {
    body = await clientFor(auth).send(path, sendOptions(options, fetchFn));
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    if (error.isAbort) throw new DOMException('The request was aborted.', 'AbortError');
    if (error.status === 0) throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
    return toEnvelope<T>(false, error.status, error.response, store);
  }
  return toEnvelope<T>(true, 200, body, store);
}

/**
 * apiRequest calls one of our /api routes and returns its envelope {success, message, data}.
 * A 401 on a call made with a stored token clears that token, so the guards send the visitor
 * back to the right sign-in screen.
 */
export function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiEnvelope<T>> {
  return send<T>(path, options);
}

/**
 * apiBlob calls a route that answers a file (a CSV export) and returns its body. The SDK's
 * `send` parses every answer as JSON, so the call hands it a fetch that keeps the raw response:
 * the token, the query and the failure envelope still go through the one client.
 */
export async function apiBlob(
  path: string,
  options: ApiRequestOptions & { accept: string },
): Promise<Blob> {
  let raw: Response | undefined;
  const keepRaw: typeof fetch = async (input, init) => {
    raw = await fetch(input, init);
    return raw.clone();
  };
  await send<unknown>(path, options, keepRaw);
  if (!raw) throw new Error(NETWORK_ERROR_MESSAGE);
  const blob = await raw.blob();
  return blob.type ? blob : new Blob([blob], { type: options.accept });
}
