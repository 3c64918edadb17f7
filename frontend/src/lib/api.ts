import { adminPb, userPb } from '@/lib/pocketbase';
import type { ApiEnvelope, ApiFieldErrors } from '@/types/api';

export type ApiAuth = 'user' | 'admin' | 'none';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** body: a plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** query: null, undefined and '' values are left out. */
  query?: Record<string, QueryValue>;
  /** auth: which stored token goes in `Authorization: Bearer <token>`; defaults to 'user'. */
  auth?: ApiAuth;
  signal?: AbortSignal;
  /** keepalive lets the request outlive the page (a position saved as the tab closes). */
  keepalive?: boolean;
}

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Please check your connection and try again.';
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** ApiError is a failed call: the server's sentence, its HTTP status and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  /** fieldErrors maps a request field name to the server's message for it. */
  readonly fieldErrors: Record<string, string>;
  readonly data: unknown;
  /** fromServer is false when the answer had no message of its own (e.g. a proxy's HTML page). */
  readonly fromServer: boolean;

  constructor(message: string, status: number, data: unknown = {}, fromServer = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.fromServer = fromServer;
    this.fieldErrors = toFieldErrors(data);
  }
}

/** isApiError narrows an unknown thrown value. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * errorMessage turns anything thrown into a sentence to show: the server's message when it
 * sent one, a network failure's own message, otherwise the fallback.
 */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (isApiError(error) && !error.fromServer) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function toFieldErrors(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out;
  for (const [field, value] of Object.entries(data as ApiFieldErrors)) {
    if (value && typeof value === 'object' && typeof value.message === 'string' && value.message) {
      out[field] = value.message;
    }
  }
  return out;
}

/** authStoreFor is the auth store whose token a call made with `auth` carries (null for 'none'). */
export function authStoreFor(auth: ApiAuth) {
  if (auth === 'user') return userPb.authStore;
  if (auth === 'admin') return adminPb.authStore;
  return null;
}

/** parseJson reads a body as JSON; null when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * toEnvelope turns an answer (HTTP ok flag and status, parsed body) into the envelope, or
 * throws ApiError with the server's message. A 401 clears the store whose token was sent.
 * apiRequest and the upload helper share it, so both read failures the same way.
 */
export function toEnvelope<T>(
  ok: boolean,
  httpStatus: number,
  body: unknown,
  store: ReturnType<typeof authStoreFor>,
): ApiEnvelope<T> {
  const json = (body && typeof body === 'object' ? body : null) as
    (Partial<ApiEnvelope<T>> & { message?: unknown; data?: unknown }) | null;

  if (!ok || json?.success === false) {
    const fromServer = Boolean(json && typeof json.message === 'string' && json.message.trim());
    const message = fromServer ? (json?.message as string) : UNKNOWN_ERROR_MESSAGE;
    const status = ok ? 400 : httpStatus;
    if (status === 401 && store?.token) store.clear();
    throw new ApiError(message, status, json?.data ?? {}, fromServer);
  }

  if (!json) return { success: true, data: undefined as T };
  return {
    success: json.success ?? true,
    message: typeof json.message === 'string' ? json.message : undefined,
    data: json.data as T,
  };
}

/** buildUrl joins a path under /api with its query string. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = path.startsWith('/') ? path : `/${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

/**
 * apiRequest calls one of our /api routes and returns its envelope {success, message, data}.
 * A 4xx/5xx throws ApiError carrying the server's message; no answer at all throws an Error
 * with NETWORK_ERROR_MESSAGE. A 401 on a call made with a stored token clears that token, so
 * the guards send the visitor back to the right sign-in screen.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, query, auth = 'user', signal, keepalive }: ApiRequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const store = authStoreFor(auth);
  if (store?.token) headers.Authorization = `Bearer ${store.token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  }

  return toEnvelope<T>(response.ok, response.status, await readJson(response), store);
}
