import { describe, expect, it } from 'vitest';
import type { DownloadRepo, StoredEpisode } from '@/features/offline/download-repo';
import { createDownloads, type EpisodeToSave } from '@/features/offline/downloads-store';
import { DOWNLOAD_FAILED, NO_SPACE } from '@/features/offline/fetch-audio';

const MEDIA = { _id: 'm1', title: 'Romans', type: 'sermon', artist: 'Pastor Ann', cover: '' };

function episode(id: string, size = 4000): EpisodeToSave {
  return {
    _id: id,
    title: `Part ${id}`,
    position: 1,
    duration: 90,
    streamUrl: `/stream/${id}`,
    size,
  };
}

function memoryRepo(failPut?: () => Error): DownloadRepo & { rows: Map<string, StoredEpisode> } {
  const rows = new Map<string, StoredEpisode>();
  return {
    rows,
    put: async (e) => {
      if (failPut) throw failPut();
      rows.set(e.episodeId, e);
    },
    all: async () => [...rows.values()],
    remove: async (ids) => ids.forEach((id) => rows.delete(id)),
  };
}

/** audioServer answers each stream URL with `size` bytes in chunks of 1000, or `status`. */
function audioServer(opts: { status?: number; hold?: Promise<void> } = {}) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    if (opts.status) return new Response('no', { status: opts.status });
    const size = 4000;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (init?.signal?.aborted) {
          controller.error(new DOMException('Aborted', 'AbortError'));
          return;
        }
        if (sent === 1000 && opts.hold) await opts.hold;
        if (init?.signal?.aborted) {
          controller.error(new DOMException('Aborted', 'AbortError'));
          return;
        }
        if (sent >= size) return controller.close();
        controller.enqueue(new Uint8Array(1000).fill(7));
        sent += 1000;
      },
    });
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(size) },
    });
  }) as typeof fetch;
  return { asked, fetchFn };
}

function setup(opts: { status?: number; hold?: Promise<void>; failPut?: () => Error } = {}) {
  const repo = memoryRepo(opts.failPut);
  const server = audioServer(opts);
  let account = 'u1';
  let urls = 0;
  const d = createDownloads({
    repo,
    account: () => account,
    fetch: server.fetchFn,
    now: () => 1000,
    objectUrl: () => `blob:test/${++urls}`,
    revokeUrl: () => undefined,
  });
  return { d, repo, server, signIn: (id: string) => (account = id) };
}

describe('downloads store', () => {
  it("saves an item's episodes one by one through their stream URLs, with the bytes", async () => {
    const { d, repo, server } = setup();
    const progress: number[] = [];
    d.store.subscribe((s) => {
      const a = s.active.e1;
      if (a?.status === 'downloading') progress.push(a.received);
    });
    await d.download(MEDIA, [episode('e1'), episode('e2')]);
    expect(server.asked).toEqual(['/stream/e1', '/stream/e2']);
    expect(progress.at(-1)).toBe(4000);
    expect(progress.length).toBeGreaterThan(2);
    const saved = d.store.getState().saved;
    expect(Object.keys(saved).sort()).toEqual(['e1', 'e2']);
    expect(saved.e1).toMatchObject({ bytes: 4000, account: 'u1', savedAt: 1000, media: MEDIA });
    expect(repo.rows.get('e1')?.audio.size).toBe(4000);
    expect(d.store.getState().active).toEqual({});
    expect(d.sourceFor('e1')).toBe('blob:test/1');
    expect(d.sourceFor('e1')).toBe('blob:test/1'); // one URL per episode
    expect(d.sourceFor('nope')).toBeNull();

    await d.download(MEDIA, [episode('e1')]);
    expect(server.asked).toHaveLength(2); // already saved: not again
  });

  it('cancels a download under way and one still waiting: nothing is saved', async () => {
    let release = () => {};
    const hold = new Promise<void>((r) => (release = r));
    const { d, repo } = setup({ hold });
    const run = d.download(MEDIA, [episode('e1'), episode('e2')]);
    await new Promise((r) => setTimeout(r, 0));
    expect(d.store.getState().active.e1?.status).toBe('downloading');
    expect(d.store.getState().active.e2?.status).toBe('waiting');
    d.cancelItem('m1');
    release();
    await run;
    expect(repo.rows.size).toBe(0);
    expect(d.store.getState()).toMatchObject({ saved: {}, active: {} });
  });

  it('says a download failed, and downloads it when asked again', async () => {
    const failing = setup({ status: 500 });
    await failing.d.download(MEDIA, [episode('e1')]);
    expect(failing.d.store.getState().active.e1).toMatchObject({
      status: 'failed',
      error: DOWNLOAD_FAILED,
    });
    expect(failing.repo.rows.size).toBe(0);
    await failing.d.download(MEDIA, [episode('e1')]);
    expect(failing.server.asked).toHaveLength(2);
  });

  it('says when the device has no space left', async () => {
    const { d } = setup({ failPut: () => new DOMException('full', 'QuotaExceededError') });
    await d.download(MEDIA, [episode('e1')]);
    expect(d.store.getState().active.e1).toMatchObject({ status: 'failed', error: NO_SPACE });
    expect(d.store.getState().saved).toEqual({});
  });

  it("keeps each account's downloads its own: play source, remove all", async () => {
    const { d, repo, signIn } = setup();
    await d.download(MEDIA, [episode('e1')]);
    signIn('u2');
    expect(d.sourceFor('e1')).toBeNull();
    await d.download(MEDIA, [episode('e2')]);
    await d.removeAll();
    expect([...repo.rows.keys()]).toEqual(['e1']);
    signIn('u1');
    expect(d.sourceFor('e1')).not.toBeNull();
    await d.remove('e1');
    expect(repo.rows.size).toBe(0);
    expect(d.sourceFor('e1')).toBeNull();
  });

  it('reads the downloads kept on the device at start', async () => {
    const first = setup();
    await first.d.download(MEDIA, [episode('e1')]);
    const again = createDownloads({
      repo: first.repo,
      account: () => 'u1',
      objectUrl: () => 'blob:again',
    });
    expect(again.sourceFor('e1')).toBeNull();
    await again.load();
    expect(again.store.getState().loaded).toBe(true);
    expect(again.store.getState().saved.e1?.bytes).toBe(4000);
    expect(again.sourceFor('e1')).toBe('blob:again');
  });
});

describe('the library order of downloads', () => {
  it('puts the item downloaded last first, each in its episodes order', async () => {
    const { inListOrder } = await import('@/features/offline/use-downloads');
    const e = (mediaId: string, episodeId: string, position: number, savedAt: number) => ({
      episodeId,
      mediaId,
      position,
      savedAt,
      title: episodeId,
      duration: 1,
      bytes: 1,
      itemTitle: mediaId,
      itemType: 'sermon',
      creator: '',
      cover: '',
    });
    const order = inListOrder([
      e('old', 'o2', 2, 10),
      e('new', 'n2', 2, 30),
      e('old', 'o1', 1, 20),
      e('new', 'n1', 1, 40),
    ]).map((x) => x.episodeId);
    expect(order).toEqual(['n1', 'n2', 'o1', 'o2']);
  });
});
