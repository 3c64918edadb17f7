import { describe, expect, it, vi, type Mock } from 'vitest';
import { loadPublic, reportPlay, savePosition } from '@/embed/api';
import { episode, media } from '@/embed/testing';

function answer(status: number, body: unknown): Mock<typeof fetch> {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

/** sentHeaders is what one fake fetch call carried as headers. */
function sentHeaders(fetch: Mock<typeof globalThis.fetch>, call = 0): Headers {
  const init = fetch.mock.calls[call][1] as RequestInit;
  return new Headers(init.headers);
}

describe('loadPublic', () => {
  it('asks /api/public/media/{id} as a guest and orders the episodes', async () => {
    const m = media({ episodes: [episode('b', 2), episode('a', 1)] });
    const fetch = answer(200, { success: true, data: { media: m } });
    const result = await loadPublic('media', 'm 1', fetch);
    expect(fetch.mock.calls[0][0]).toBe('/api/public/media/m%201');
    expect(sentHeaders(fetch).has('Authorization')).toBe(false);
    expect((fetch.mock.calls[0][1] as RequestInit).credentials).toBe('omit');
    expect(result.state).toBe('ready');
    if (result.state !== 'ready') return;
    expect(result.loaded.media.episodes.map((e) => e._id)).toEqual(['a', 'b']);
    expect(result.loaded.index).toBe(0);
  });

  it('selects the asked-for episode of /api/public/episodes/{id}', async () => {
    const fetch = answer(200, { data: { media: media(), episodeId: 'e3' } });
    const result = await loadPublic('episodes', 'e3', fetch);
    expect(fetch.mock.calls[0][0]).toBe('/api/public/episodes/e3');
    expect(result).toMatchObject({ state: 'ready', loaded: { index: 2 } });
  });

  it('is not found on a 404 (not public)', async () => {
    const fetch = answer(404, { success: false, status: 404, message: 'Not found.' });
    expect(await loadPublic('media', 'x', fetch)).toEqual({ state: 'not-found' });
  });

  it('is not found when nothing can be played', async () => {
    const fetch = answer(200, { data: { media: media({ episodes: [] }) } });
    expect(await loadPublic('media', 'x', fetch)).toEqual({ state: 'not-found' });
  });

  it('tells a network failure from a server error', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadPublic('media', 'x', offline)).toEqual({ state: 'network' });
    expect(await loadPublic('media', 'x', answer(503, {}))).toEqual({
      state: 'error',
      status: 503,
    });
    const html = vi.fn<typeof fetch>(async () => new Response('<html>', { status: 200 }));
    expect(await loadPublic('media', 'x', html)).toEqual({ state: 'error', status: 200 });
  });
});

describe('reports', () => {
  it('reports a play with POST /api/media/plays and no Authorization', async () => {
    const fetch = answer(200, { data: { counted: true } });
    await reportPlay('e1', 31.5, fetch);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/media/plays');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ episodeId: 'e1', position: 31.5 });
    expect(sentHeaders(fetch).has('Authorization')).toBe(false);
  });

  it('saves a position with PUT, keepalive when the page goes away', async () => {
    const fetch = answer(200, { data: null });
    await savePosition('e1', 12, true, fetch);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/media/episodes/e1/position');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toEqual({ position: 12 });
    expect(sentHeaders(fetch).has('Authorization')).toBe(false);
  });

  it('fails on an error answer, so the player tries again', async () => {
    await expect(reportPlay('e1', 31, answer(429, {}))).rejects.toThrow(/429/);
  });
});
