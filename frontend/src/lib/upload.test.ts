import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@/lib/api';
import { userPb } from '@/lib/pocketbase';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload';
import { fakeJwt } from '@/test/fetch-mock';
import { mockXhr } from '@/test/xhr-mock';

let xhrs: ReturnType<typeof mockXhr>;
const xhr = () => xhrs.last();

beforeEach(() => {
  xhrs = mockXhr();
});

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('uploadWithProgress', () => {
  it('POSTs the form data with the user token and resolves with the envelope', async () => {
    const token = fakeJwt();
    userPb.authStore.save(token, null);
    const body = new FormData();
    body.append('podcastMetadata', '{}');
    const promise = uploadWithProgress<{ media: { _id: string } }>('/api/media/upload-media', body);

    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('/api/media/upload-media');
    expect(xhr().headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr().body).toBe(body);

    xhr().answer(201, {
      success: true,
      message: 'Album uploaded successfully!',
      data: { media: { _id: 'm1' } },
    });
    await expect(promise).resolves.toEqual({
      success: true,
      message: 'Album uploaded successfully!',
      data: { media: { _id: 'm1' } },
    });
  });

  it('sends no Authorization header without a token', async () => {
    const promise = uploadWithProgress('/api/media/upload-media', new FormData());
    expect(xhr().headers.Authorization).toBeUndefined();
    xhr().answer(201, { success: true, data: {} });
    await promise;
  });

  it('reports the percent sent, and ignores progress of unknown length', async () => {
    const seen: UploadProgress[] = [];
    const promise = uploadWithProgress('/api/media/upload-media', new FormData(), {
      onProgress: (p) => seen.push(p),
    });
    xhr().progress(0, 200);
    xhr().progress(50, 200);
    xhr().progress(10, 0, false);
    xhr().progress(199, 200);
    xhr().progress(200, 200);
    xhr().answer(201, { success: true, data: {} });
    await promise;
    expect(seen.map((p) => p.percent)).toEqual([0, 25, 100, 100]);
    expect(seen[1]).toEqual({ loaded: 50, total: 200, percent: 25 });
  });

  it("rejects with ApiError carrying the server's message and field errors", async () => {
    const promise = uploadWithProgress('/api/media/upload-media', new FormData());
    xhr().answer(400, {
      success: false,
      status: 400,
      message: 'Please check the highlighted fields.',
      data: {
        'episodes.0.title': { code: 'validation_required', message: 'Title is required' },
        bibleReferences: { code: 'invalid', message: 'unknown book "Hezekiah"' },
      },
    });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please check the highlighted fields.',
      fromServer: true,
      fieldErrors: {
        'episodes.0.title': 'Title is required',
        bibleReferences: 'unknown book "Hezekiah"',
      },
    });
  });

  it('marks an answer without a message of its own (e.g. a proxy page) as not from the server', async () => {
    const promise = uploadWithProgress('/api/media/upload-media', new FormData());
    xhr().answer(413, '<html>Request Entity Too Large</html>');
    await expect(promise).rejects.toMatchObject({
      status: 413,
      fromServer: false,
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('clears the user token when the server refuses it with 401', async () => {
    userPb.authStore.save(fakeJwt(), null);
    const promise = uploadWithProgress('/api/media/upload-media', new FormData());
    xhr().answer(401, { success: false, status: 401, message: 'Please sign in again.', data: {} });
    await expect(promise).rejects.toMatchObject({ status: 401 });
    expect(userPb.authStore.token).toBe('');
  });

  it('rejects with a plain Error when no answer came', async () => {
    const promise = uploadWithProgress('/api/media/upload-media', new FormData());
    xhr().fail();
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const promise = uploadWithProgress('/api/media/upload-media', new FormData(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr().aborted).toBe(true);
  });

  it('uses the method asked for', async () => {
    const promise = uploadWithProgress('/api/media/m1', new FormData(), { method: 'PATCH' });
    expect(xhr().method).toBe('PATCH');
    xhr().answer(200, { success: true, data: { media: {} } });
    await promise;
  });
});
