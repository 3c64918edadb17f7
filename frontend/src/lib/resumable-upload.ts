import { Upload, type DetailedError, type HttpRequest, type UploadOptions } from 'tus-js-client';
import { apiPaths } from '@/config/paths';
import {
  authStoreFor,
  buildUrl,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  parseJson,
  toEnvelope,
} from '@/lib/api';

// Uploads go through tus-js-client, not the SDK's `send`: the protocol's offsets, chunked PATCHes
// and resume after a dropped connection are its job. It reads the token from the same auth store
// and its failures through the same envelope (toEnvelope).

/** TUS_PATH is the tus 1.0.0 endpoint (creation, creation-with-upload, termination, expiration). */
export const TUS_PATH = apiPaths.uploads.tus;
/** CHUNK_SIZE: each PATCH carries at most 8 MiB, so a dropped connection loses at most that. */
export const CHUNK_SIZE = 8 * 1024 * 1024;
/** RETRY_DELAYS: how long to wait before each new attempt after a failed request, in ms. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

/**
 * FileUploadState: waiting (not started), uploading, retrying (the connection dropped; the
 * next attempt asks the server for its offset and goes on from there), done, failed.
 */
export type FileUploadState = 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';

export interface FileProgress {
  name: string;
  /** size in bytes. */
  size: number;
  /** sent: bytes the server holds or is receiving, 0 to size. */
  sent: number;
  state: FileUploadState;
  /** offline: while retrying, the browser says there is no network at all. */
  offline?: boolean;
}

/** FinishedUpload is an upload the server holds in full: its id and its tus URL. */
export interface FinishedUpload {
  id: string;
  url: string;
}

export interface UploadFilesOptions {
  signal?: AbortSignal;
  /** onProgress gets every file's progress, in the order given, on every change. */
  onProgress?: (files: FileProgress[]) => void;
  /**
   * finished: by index, uploads of some of these files that finished earlier (the finish call
   * failed and the creator tries again); they are not sent again, and a cancel terminates them.
   */
  finished?: ReadonlyArray<FinishedUpload | null | undefined>;
  /** onFileDone is told each upload as it finishes, so the caller can remember it. */
  onFileDone?: (file: File, upload: FinishedUpload) => void;
  chunkSize?: number;
  retryDelays?: number[];
}

/** uploadIdOf is the upload id: the last path segment of its tus URL. */
export function uploadIdOf(url: string): string {
  const path = new URL(url, 'http://x').pathname;
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponent(segment);
}

/** totalProgress sums every file: bytes sent, bytes in all, and a whole percent. */
export function totalProgress(files: readonly FileProgress[]) {
  let sent = 0;
  let size = 0;
  for (const f of files) {
    size += f.size;
    sent += f.state === 'done' ? f.size : Math.min(f.sent, f.size);
  }
  const percent = size > 0 ? Math.min(100, Math.floor((sent / size) * 100)) : 0;
  return { sent, size, percent };
}

const statusOf = (error: unknown): number =>
  (error as Partial<DetailedError> | null)?.originalResponse?.getStatus() ?? 0;

/**
 * uploadError turns what tus-js-client failed with into what the form shows: an ApiError with
 * the server's message ({"success": false, "message": ...}) when the server answered, else an
 * Error saying the server could not be reached. A 401 clears the stored token, as apiRequest does.
 */
export function uploadError(error: unknown): Error {
  const res = (error as Partial<DetailedError> | null)?.originalResponse;
  const status = res?.getStatus() ?? 0;
  if (!res || status === 0) return new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  try {
    toEnvelope(false, status, parseJson(res.getBody() ?? ''), authStoreFor('user'));
  } catch (apiError) {
    if (isApiError(apiError)) return apiError;
  }
  return new Error(NETWORK_ERROR_MESSAGE, { cause: error });
}

/**
 * shouldRetry: a dropped connection, a 5xx, 409 (offset mismatch) and 423 (locked) are tried
 * again. A 404 or 410 on a PATCH means the upload expired or is gone: trying again sends a
 * HEAD, which answers 404 too, and tus-js-client then creates a fresh upload of the file. Any
 * other 4xx (too large, quota, wrong type, signed out) is final. Unlike tus-js-client's
 * default, being offline does not stop the retries.
 */
export function shouldRetry(error: DetailedError): boolean {
  const status = statusOf(error);
  const method = error.originalRequest?.getMethod?.() ?? '';
  if ((status === 404 || status === 410) && method === 'PATCH') return true;
  if (status >= 400 && status < 500) return status === 409 || status === 423;
  return true;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

function endpoint(): string {
  return new URL(buildUrl(TUS_PATH), window.location.href).href;
}

/** tusOptions: what every request to the tus endpoint shares. */
function tusOptions(chunkSize = CHUNK_SIZE, retryDelays = RETRY_DELAYS): UploadOptions {
  const store = authStoreFor('user');
  const tusEndpoint = endpoint();
  return {
    endpoint: tusEndpoint,
    chunkSize,
    retryDelays,
    removeFingerprintOnSuccess: true,
    // Read at each request, so a token refreshed meanwhile is the one sent.
    onBeforeRequest: (req: HttpRequest) => {
      const token = store?.token;
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    // The account is part of the fingerprint: another account on this browser never tries to
    // resume someone else's upload.
    fingerprint: (file: File) =>
      Promise.resolve(
        [
          'selah-tus',
          store?.record?.id ?? '',
          file.name,
          file.type,
          file.size,
          file.lastModified,
          tusEndpoint,
        ].join('-'),
      ),
  };
}

/** terminateUpload deletes an upload on the server (tus termination); failures are ignored. */
export function terminateUpload(url: string): Promise<void> {
  return Upload.terminate(url, tusOptions()).catch(() => undefined);
}

/**
 * uploadFiles sends each file with tus, one after the other, in chunks, and returns their
 * upload ids in the same order. A file picked again after a page reload resumes from the offset
 * the server holds (its URL is kept in localStorage under a fingerprint of the file and the
 * account). Dropped connections are retried; while offline it waits for the network. Aborting
 * `signal` stops every upload and terminates them on the server (DELETE), then rejects with
 * an AbortError.
 */
export function uploadFiles(files: File[], options: UploadFilesOptions = {}): Promise<string[]> {
  const { signal, onProgress, finished, onFileDone } = options;
  const common = tusOptions(options.chunkSize, options.retryDelays);
  const earlier = files.map((_, i) => finished?.[i] ?? null);
  const progress: FileProgress[] = files.map((file, i) => {
    const done = Boolean(earlier[i]);
    return {
      name: file.name,
      size: file.size,
      sent: done ? file.size : 0,
      state: done ? 'done' : 'waiting',
    };
  });
  const report = () => onProgress?.(progress.map((p) => ({ ...p })));
  const set = (i: number, patch: Partial<FileProgress>) => {
    progress[i] = { ...progress[i], ...patch };
    report();
  };

  const uploads: Upload[] = [];
  let cancelled = false;
  let rejectCurrent: ((error: unknown) => void) | null = null;
  let stopWaiting: (() => void) | null = null;

  const onAbort = () => {
    if (cancelled) return;
    cancelled = true;
    stopWaiting?.();
    for (const upload of uploads) upload.abort(true).catch(() => undefined);
    for (const upload of earlier) {
      if (upload) Upload.terminate(upload.url, common).catch(() => undefined);
    }
    rejectCurrent?.(abortError());
  };

  const sendOne = (file: File, i: number) =>
    new Promise<string>((resolve, reject) => {
      rejectCurrent = reject;
      const upload: Upload = new Upload(file, {
        ...common,
        metadata: { filename: file.name, filetype: file.type },
        onProgress: (sent) => set(i, { sent, state: 'uploading', offline: false }),
        onUploadUrlAvailable: () => {
          if (progress[i].state !== 'uploading') set(i, { state: 'uploading', offline: false });
        },
        onShouldRetry: (error) => {
          if (cancelled) return false;
          const again = shouldRetry(error);
          if (again) set(i, { state: 'retrying', offline: isOffline() });
          return again;
        },
        onError: (error) => {
          if (cancelled) return;
          // Out of retries while the browser is offline: wait for the network, then go on
          // from the offset the server holds.
          if (statusOf(error) === 0 && isOffline() && typeof window !== 'undefined') {
            set(i, { state: 'retrying', offline: true });
            const online = () => {
              stopWaiting = null;
              if (!cancelled) upload.start();
            };
            window.addEventListener('online', online, { once: true });
            stopWaiting = () => window.removeEventListener('online', online);
            return;
          }
          set(i, { state: 'failed' });
          reject(uploadError(error));
        },
        onSuccess: () => {
          const url = upload.url ?? '';
          const id = uploadIdOf(url);
          set(i, { sent: file.size, state: 'done', offline: false });
          onFileDone?.(file, { id, url });
          resolve(id);
        },
      });
      uploads.push(upload);
      set(i, { state: 'uploading' });
      upload
        .findPreviousUploads()
        .then((previous) => {
          if (cancelled) return;
          const latest = [...previous].sort((a, b) =>
            String(b.creationTime).localeCompare(String(a.creationTime)),
          )[0];
          if (latest) upload.resumeFromPreviousUpload(latest);
          upload.start();
        })
        .catch(() => {
          if (!cancelled) upload.start();
        });
    });

  const run = async () => {
    if (signal?.aborted) throw abortError();
    signal?.addEventListener('abort', onAbort);
    try {
      report();
      const ids: string[] = [];
      for (const [i, file] of files.entries()) {
        if (cancelled) throw abortError();
        const done = earlier[i];
        ids.push(done ? done.id : await sendOne(file, i));
      }
      if (cancelled) throw abortError();
      return ids;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      stopWaiting?.();
    }
  };
  return run();
}
