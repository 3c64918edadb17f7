import {
  authStoreFor,
  buildUrl,
  NETWORK_ERROR_MESSAGE,
  parseJson,
  toEnvelope,
  type ApiAuth,
} from '@/lib/api';
import type { ApiEnvelope } from '@/types/api';

/** UploadProgress is how much of the request body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** percent is 0 to 100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PATCH' | 'PUT';
  /** auth: which stored token goes in `Authorization: Bearer <token>`; defaults to 'user'. */
  auth?: ApiAuth;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * uploadWithProgress sends a multipart body with XMLHttpRequest (fetch, and so the SDK's `send`
 * that apiRequest uses, reports no upload progress) and reads the answer like apiRequest does: the envelope on success, ApiError with
 * the server's message and field errors on a 4xx/5xx, an Error with NETWORK_ERROR_MESSAGE when
 * no answer came, and an AbortError when `signal` aborts it.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { method = 'POST', auth = 'user', onProgress, signal }: UploadOptions = {},
): Promise<ApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const store = authStoreFor(auth);
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (store?.token) xhr.setRequestHeader('Authorization', `Bearer ${store.token}`);

    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    signal?.addEventListener('abort', onAbortSignal);

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable || event.total <= 0) return;
        const percent = Math.min(100, Math.round((event.loaded / event.total) * 100));
        onProgress({ loaded: event.loaded, total: event.total, percent });
      };
    }

    xhr.onload = () => {
      done();
      const ok = xhr.status >= 200 && xhr.status < 300;
      try {
        resolve(toEnvelope<T>(ok, xhr.status, parseJson(xhr.responseText), store));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new Error(NETWORK_ERROR_MESSAGE));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };

    xhr.send(body);
  });
}
