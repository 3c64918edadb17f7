import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest, UploadOptions } from 'tus-js-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { userPb } from '@/lib/pocketbase';
import { fakeJwt } from '@/test/fetch-mock';
import {
  CHUNK_SIZE,
  RETRY_DELAYS,
  shouldRetry,
  totalProgress,
  uploadError,
  uploadFiles,
  uploadIdOf,
  type FileProgress,
} from '@/lib/resumable-upload';

interface Previous {
  uploadUrl: string;
  creationTime: string;
}

// A stand-in for tus-js-client's Upload: the test drives its callbacks by hand.
const tus = vi.hoisted(() => ({
  instances: [] as Array<{
    file: File;
    options: UploadOptions;
    url: string | null;
    starts: number;
    resumedFrom: unknown;
    aborted: boolean | undefined;
  }>,
  previous: [] as Previous[],
  terminated: [] as string[],
}));

vi.mock('tus-js-client', () => {
  class Upload {
    url: string | null = null;
    starts = 0;
    resumedFrom: unknown = null;
    aborted: boolean | undefined = undefined;
    constructor(
      public file: File,
      public options: UploadOptions,
    ) {
      tus.instances.push(this);
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: Previous) {
      this.resumedFrom = previous;
      this.url = previous.uploadUrl;
    }
    start() {
      this.starts += 1;
    }
    abort(shouldTerminate?: boolean) {
      this.aborted = shouldTerminate;
      if (shouldTerminate && this.url) tus.terminated.push(this.url);
      return Promise.resolve();
    }
    static terminate(url: string) {
      tus.terminated.push(url);
      return Promise.resolve();
    }
  }
  return { Upload };
});

const file = (name: string, size: number, type = 'audio/wav') =>
  new File([new Uint8Array(size)], name, { type });

/** upload is the nth Upload made, once it exists and has been started. */
async function started(n: number) {
  await vi.waitFor(() => {
    expect(tus.instances[n]?.starts).toBeGreaterThan(0);
  });
  return tus.instances[n];
}

function succeed(n: number, id: string) {
  const u = tus.instances[n];
  u.url = `http://localhost:3000/api/uploads/${id}`;
  u.options.onSuccess?.({ lastResponse: {} as never });
}

/** httpError is what tus-js-client fails with: the request and (maybe) the server's answer. */
function httpError(status: number, body = '', method = 'PATCH') {
  const err = new Error(`tus: failed, status ${status}`) as Error & Record<string, unknown>;
  err.originalRequest = { getMethod: () => method };
  err.originalResponse =
    status === 0 ? null : { getStatus: () => status, getBody: () => body, getHeader: () => '' };
  err.causingError = null;
  return err as never;
}

beforeEach(() => {
  tus.instances.length = 0;
  tus.previous = [];
  tus.terminated.length = 0;
  userPb.authStore.save(fakeJwt(), { id: 'u1', collectionId: 'users', collectionName: 'users' });
});

afterEach(() => {
  userPb.authStore.clear();
  vi.unstubAllGlobals();
});

describe('uploadIdOf', () => {
  it('is the last path segment of the upload URL', () => {
    expect(uploadIdOf('http://localhost/api/uploads/abc123')).toBe('abc123');
    expect(uploadIdOf('http://localhost/api/uploads/abc123/')).toBe('abc123');
    expect(uploadIdOf('/api/uploads/a%20b?x=1')).toBe('a b');
  });
});

describe('totalProgress', () => {
  it('sums the bytes of every file; a done file counts whole', () => {
    const files: FileProgress[] = [
      { name: 'cover.png', size: 1000, sent: 0, state: 'done' },
      { name: 'one.wav', size: 3000, sent: 1500, state: 'uploading' },
      { name: 'two.wav', size: 6000, sent: 0, state: 'waiting' },
    ];
    expect(totalProgress(files)).toEqual({ sent: 2500, size: 10000, percent: 25 });
    expect(totalProgress([])).toEqual({ sent: 0, size: 0, percent: 0 });
    // More reported than the size (a retried chunk) never goes past 100 %.
    expect(totalProgress([{ name: 'a', size: 10, sent: 20, state: 'uploading' }]).percent).toBe(
      100,
    );
  });
});

describe('uploadFiles', () => {
  it('uploads the files one after the other with tus and returns their ids in order', async () => {
    const cover = file('cover.png', 10, 'image/png');
    const audio = file('one.wav', 20);
    const seen: FileProgress[][] = [];
    const promise = uploadFiles([cover, audio], { onProgress: (p) => seen.push(p) });

    const first = await started(0);
    expect(first.file).toBe(cover);
    expect(first.options).toMatchObject({
      endpoint: `${window.location.origin}/api/uploads/`,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: 'cover.png', filetype: 'image/png' },
    });
    expect(CHUNK_SIZE).toBe(8 * 1024 * 1024);
    expect(RETRY_DELAYS).toEqual([0, 1000, 3000, 5000, 10000, 20000]);
    // The second file waits for the first.
    expect(tus.instances).toHaveLength(1);
    expect(seen.at(-1)?.map((f) => f.state)).toEqual(['uploading', 'waiting']);

    succeed(0, 'up-cover');
    const second = await started(1);
    expect(second.options.metadata).toEqual({ filename: 'one.wav', filetype: 'audio/wav' });
    second.options.onProgress?.(8, 20);
    expect(seen.at(-1)).toEqual([
      { name: 'cover.png', size: 10, sent: 10, state: 'done', offline: false },
      { name: 'one.wav', size: 20, sent: 8, state: 'uploading', offline: false },
    ]);
    expect(totalProgress(seen.at(-1)!).percent).toBe(60);
    succeed(1, 'up-one');
    await expect(promise).resolves.toEqual(['up-cover', 'up-one']);
  });

  it('sends the token the store holds at each request', async () => {
    const promise = uploadFiles([file('a.wav', 5)]);
    const u = await started(0);
    const headers: Record<string, string> = {};
    const req = { setHeader: (k: string, v: string) => (headers[k] = v) } as unknown as HttpRequest;
    await u.options.onBeforeRequest?.(req);
    expect(headers.Authorization).toBe(`Bearer ${userPb.authStore.token}`);

    const refreshed = fakeJwt(7200);
    userPb.authStore.save(refreshed, userPb.authStore.record);
    await u.options.onBeforeRequest?.(req);
    expect(headers.Authorization).toBe(`Bearer ${refreshed}`);
    succeed(0, 'x');
    await promise;
  });

  it('resumes a file picked again from the upload the server already holds', async () => {
    tus.previous = [
      { uploadUrl: 'http://localhost/api/uploads/old', creationTime: '2025-01-01T00:00:00Z' },
      { uploadUrl: 'http://localhost/api/uploads/newer', creationTime: '2025-01-02T00:00:00Z' },
    ];
    const promise = uploadFiles([file('long.wav', 50)]);
    const u = await started(0);
    expect(u.resumedFrom).toMatchObject({ uploadUrl: 'http://localhost/api/uploads/newer' });
    succeed(0, 'newer');
    await expect(promise).resolves.toEqual(['newer']);
  });

  it('fingerprints a file with the account, so nobody else resumes it', async () => {
    const promise = uploadFiles([file('a.wav', 5)]);
    const u = await started(0);
    const print = await u.options.fingerprint?.(u.file, u.options);
    expect(print).toContain('u1');
    expect(print).toContain('a.wav');
    succeed(0, 'x');
    await promise;
  });

  it('shows a dropped connection as retrying until bytes move again', async () => {
    const seen: FileProgress[][] = [];
    const promise = uploadFiles([file('a.wav', 100)], { onProgress: (p) => seen.push(p) });
    const u = await started(0);
    u.options.onProgress?.(40, 100);
    expect(u.options.onShouldRetry?.(httpError(0), 0, u.options)).toBe(true);
    expect(seen.at(-1)?.[0]).toMatchObject({ state: 'retrying', sent: 40, offline: false });
    // The retry's HEAD answered: the upload goes on from the server's offset.
    u.options.onUploadUrlAvailable?.();
    expect(seen.at(-1)?.[0].state).toBe('uploading');
    u.options.onProgress?.(60, 100);
    expect(seen.at(-1)?.[0]).toMatchObject({ state: 'uploading', sent: 60 });
    succeed(0, 'a');
    await promise;
  });

  it('rejects with the server message when the server refuses the file', async () => {
    const seen: FileProgress[][] = [];
    const promise = uploadFiles([file('a.wav', 5), file('b.wav', 5)], {
      onProgress: (p) => seen.push(p),
    });
    const u = await started(0);
    const body = JSON.stringify({
      success: false,
      status: 413,
      message: 'You have 1.9 GB of unfinished uploads; finish or cancel some first.',
      data: {},
    });
    u.options.onError?.(httpError(413, body, 'POST'));
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe(
      'You have 1.9 GB of unfinished uploads; finish or cancel some first.',
    );
    expect(seen.at(-1)?.map((f) => f.state)).toEqual(['failed', 'waiting']);
    expect(tus.instances).toHaveLength(1);
  });

  it('stops and terminates every upload on cancel', async () => {
    const controller = new AbortController();
    const finished = [{ id: 'kept', url: 'http://localhost/api/uploads/kept' }, null, null];
    const promise = uploadFiles([file('c.png', 5), file('a.wav', 5), file('b.wav', 5)], {
      signal: controller.signal,
      finished,
    });
    // The cover finished in an earlier try: only the audio files are sent.
    const a = await started(0);
    expect(a.file.name).toBe('a.wav');
    a.url = 'http://localhost/api/uploads/a';
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(a.aborted).toBe(true);
    expect(tus.terminated.sort()).toEqual([
      'http://localhost/api/uploads/a',
      'http://localhost/api/uploads/kept',
    ]);
    // Nothing after the cancel starts, and late callbacks are ignored.
    a.options.onSuccess?.({ lastResponse: {} as never });
    a.options.onError?.(httpError(500));
    expect(tus.instances).toHaveLength(1);
  });

  it('rejects at once when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFiles([file('a.wav', 5)], { signal: controller.signal })).rejects.toThrow(
      'The upload was cancelled.',
    );
    expect(tus.instances).toHaveLength(0);
  });

  it('waits for the network when the retries run out offline, then goes on', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen: FileProgress[][] = [];
    const promise = uploadFiles([file('a.wav', 5)], { onProgress: (p) => seen.push(p) });
    const u = await started(0);
    u.options.onError?.(httpError(0));
    expect(seen.at(-1)?.[0]).toMatchObject({ state: 'retrying', offline: true });
    expect(u.starts).toBe(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(u.starts).toBe(2);
    succeed(0, 'a');
    await expect(promise).resolves.toEqual(['a']);
    vi.restoreAllMocks();
  });
});

describe('shouldRetry', () => {
  it('retries dropped connections, 5xx, 409 and 423, and an expired upload on PATCH', () => {
    expect(shouldRetry(httpError(0))).toBe(true);
    expect(shouldRetry(httpError(502))).toBe(true);
    expect(shouldRetry(httpError(409))).toBe(true);
    expect(shouldRetry(httpError(423))).toBe(true);
    // Gone: the retry's HEAD answers 404 too, and tus-js-client starts a fresh upload.
    expect(shouldRetry(httpError(404, '', 'PATCH'))).toBe(true);
    expect(shouldRetry(httpError(410, '', 'PATCH'))).toBe(true);
  });

  it('gives up on the other 4xx', () => {
    expect(shouldRetry(httpError(404, '', 'POST'))).toBe(false);
    expect(shouldRetry(httpError(404, '', 'DELETE'))).toBe(false);
    expect(shouldRetry(httpError(413, '', 'POST'))).toBe(false);
    expect(shouldRetry(httpError(401))).toBe(false);
    expect(shouldRetry(httpError(415, '', 'POST'))).toBe(false);
  });
});

describe('uploadError', () => {
  it("reads the server's message and field errors", () => {
    const error = uploadError(
      httpError(
        415,
        JSON.stringify({
          success: false,
          status: 415,
          message: 'This file type is not allowed.',
          data: { file: { code: 'type', message: 'Not audio' } },
        }),
        'POST',
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('This file type is not allowed.');
    expect((error as ApiError).fieldErrors).toEqual({ file: 'Not audio' });
  });

  it('marks an answer without a message as not from the server', () => {
    const error = uploadError(httpError(502, '<html>Bad gateway</html>'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fromServer).toBe(false);
  });

  it('says the server could not be reached when nothing answered', () => {
    const error = uploadError(httpError(0));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('signs the user out on a 401', () => {
    expect(userPb.authStore.token).not.toBe('');
    uploadError(
      httpError(401, JSON.stringify({ success: false, status: 401, message: 'Sign in', data: {} })),
    );
    expect(userPb.authStore.token).toBe('');
  });
});
