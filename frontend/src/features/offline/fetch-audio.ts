/** DOWNLOAD_FAILED and NO_SPACE: what a failed download says. */
export const DOWNLOAD_FAILED = 'Could not download this episode. Please try again.';
export const NO_SPACE = 'There is not enough space on this device for this download.';

/** DownloadError is a download that failed with a sentence for the listener. */
export class DownloadError extends Error {}

export interface FetchAudioOptions {
  signal?: AbortSignal;
  /** onProgress hears the bytes received so far and the total (0 when the server gave none). */
  onProgress?: (received: number, total: number) => void;
  /** expectedSize: the total when the answer gives no Content-Length. */
  expectedSize?: number;
  fetch?: typeof fetch;
}

/**
 * fetchAudio downloads an episode's audio through its stream URL (the signed one GET
 * /api/media/{id} gives the listener): the server counts those bytes as streamed to the
 * listener, which is what later proves a play made offline (internal/listening). The whole
 * file, in one answer, with progress; an abort rejects with the AbortError.
 */
export async function fetchAudio(url: string, options: FetchAudioOptions = {}): Promise<Blob> {
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, { signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadError(DOWNLOAD_FAILED, { cause: error });
  }
  if (!res.ok || res.status === 206) throw new DownloadError(DOWNLOAD_FAILED);
  const type = res.headers.get('Content-Type') ?? 'audio/mpeg';
  const total = Number(res.headers.get('Content-Length')) || options.expectedSize || 0;
  if (!res.body) {
    const blob = await res.blob();
    options.onProgress?.(blob.size, blob.size);
    return blob.type ? blob : new Blob([blob], { type });
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      options.onProgress?.(received, total);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadError(DOWNLOAD_FAILED, { cause: error });
  }
  if (total > 0 && received < total) throw new DownloadError(DOWNLOAD_FAILED);
  return new Blob(chunks, { type });
}

/** isQuotaError says whether saving failed for want of space. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}
