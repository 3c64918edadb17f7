import { ClientResponseError } from 'pocketbase';
import type { ApiEnvelope, ApiFieldErrors } from '@/types/api';

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Please check your connection and try again.';
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** TokenStore is the part of a PocketBase auth store a failed call may clear. */
export interface TokenStore {
  token: string;
  clear(): void;
}

/**
 * ApiError is a failed call to one of our routes: the server's sentence, its HTTP status and any
 * field errors. It is the SDK's ClientResponseError (so code that catches the SDK's errors catches
 * ours too), with `response` holding API.md's failure envelope.
 */
export class ApiError extends ClientResponseError {
  /** fieldErrors maps a request field name to the server's message for it. */
  readonly fieldErrors: Record<string, string>;
  /** fromServer is false when the answer had no message of its own (e.g. a proxy's HTML page). */
  readonly fromServer: boolean;

  constructor(message: string, status: number, data: unknown = {}, fromServer = true) {
    super({ status, response: { success: false, status, message, data } });
    // ClientResponseError pins its own prototype; put ours back so instanceof ApiError holds.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.message = message;
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
 * apiRequest, the XHR upload and the tus upload share it, so all read failures the same way.
 */
export function toEnvelope<T>(
  ok: boolean,
  httpStatus: number,
  body: unknown,
  store: TokenStore | null,
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
