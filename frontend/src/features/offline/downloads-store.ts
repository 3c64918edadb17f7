import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DownloadRepo, SavedEpisode, StoredEpisode } from '@/features/offline/download-repo';
import {
  DOWNLOAD_FAILED,
  DownloadError,
  fetchAudio,
  isQuotaError,
  NO_SPACE,
} from '@/features/offline/fetch-audio';

/** EpisodeToSave is what a download needs of an episode: its stream URL and what to show. */
export interface EpisodeToSave {
  _id: string;
  title: string;
  position: number;
  duration: number;
  streamUrl: string;
  /** size: the bytes the server will send, when known (progress without a Content-Length). */
  size?: number;
}

export type ItemToSave = SavedEpisode['media'];

/** ActiveDownload is an episode waiting for its turn, downloading, or failed. */
export interface ActiveDownload {
  mediaId: string;
  status: 'waiting' | 'downloading' | 'failed';
  received: number;
  total: number;
  error?: string;
}

export interface DownloadsState {
  /** loaded: the device's downloads were read (until then, none is known). */
  loaded: boolean;
  /** saved: the downloaded episodes of every account on this device, by episode id. */
  saved: Record<string, SavedEpisode>;
  active: Record<string, ActiveDownload>;
}

export interface DownloadsDeps {
  repo: DownloadRepo;
  /** account: the signed-in account's id. */
  account: () => string;
  fetch?: typeof fetch;
  now?: () => number;
  /** persist asks the browser to keep the downloads when space runs short (once). */
  persist?: () => Promise<unknown>;
  /** objectUrl makes a blob: URL of stored audio (URL.createObjectURL in the app). */
  objectUrl?: (blob: Blob) => string;
  revokeUrl?: (url: string) => void;
}

export interface Downloads {
  store: StoreApi<DownloadsState>;
  /** load reads the device's downloads (at app start). */
  load: () => Promise<void>;
  /** download saves the episodes of an item, one after another; those saved or under way are skipped. */
  download: (media: ItemToSave, episodes: EpisodeToSave[]) => Promise<void>;
  /** cancel stops an episode's download (or drops it from the waiting line, or clears its failure). */
  cancel: (episodeId: string) => void;
  /** cancelItem stops every download of an item. */
  cancelItem: (mediaId: string) => void;
  remove: (episodeId: string) => Promise<void>;
  /** removeAll removes every download of the signed-in account. */
  removeAll: () => Promise<void>;
  /** sourceFor is a playable blob: URL of a downloaded episode of this account, or null. */
  sourceFor: (episodeId: string) => string | null;
}

/** PROGRESS_STEP: a download's progress is shown again after this share of it (1%). */
const PROGRESS_STEP = 0.01;

export function createDownloads({
  repo,
  account,
  fetch: fetchFn,
  now = Date.now,
  persist,
  objectUrl = (blob) => URL.createObjectURL(blob),
  revokeUrl = (url) => URL.revokeObjectURL(url),
}: DownloadsDeps): Downloads {
  const store = createStore<DownloadsState>()(() => ({ loaded: false, saved: {}, active: {} }));
  // The audio stays out of the state (React never needs it): blobs and their blob: URLs.
  const audio = new Map<string, Blob>();
  const urls = new Map<string, string>();
  const controllers = new Map<string, AbortController>();
  const waiting: Array<{ media: ItemToSave; episode: EpisodeToSave }> = [];
  let working = false;
  let persistAsked = false;

  const setActive = (id: string, next: ActiveDownload | null) =>
    store.setState((s) => {
      const active = { ...s.active };
      if (next) active[id] = next;
      else delete active[id];
      return { active };
    });

  async function run() {
    if (working) return;
    working = true;
    try {
      for (let job = waiting.shift(); job; job = waiting.shift())
        await save(job.media, job.episode);
    } finally {
      working = false;
    }
  }

  async function save(media: ItemToSave, episode: EpisodeToSave) {
    const id = episode._id;
    const controller = new AbortController();
    controllers.set(id, controller);
    let shown = 0;
    setActive(id, {
      mediaId: media._id,
      status: 'downloading',
      received: 0,
      total: episode.size ?? 0,
    });
    try {
      const blob = await fetchAudio(episode.streamUrl, {
        signal: controller.signal,
        fetch: fetchFn,
        expectedSize: episode.size,
        onProgress: (received, total) => {
          if (total > 0 && received < total && received - shown < total * PROGRESS_STEP) return;
          shown = received;
          setActive(id, { mediaId: media._id, status: 'downloading', received, total });
        },
      });
      if (controller.signal.aborted) throw new DOMException('Cancelled', 'AbortError');
      const saved: SavedEpisode = {
        episodeId: id,
        account: account(),
        title: episode.title,
        position: episode.position,
        duration: episode.duration,
        media,
        bytes: blob.size,
        mimeType: blob.type,
        savedAt: now(),
      };
      const record: StoredEpisode = { ...saved, audio: blob };
      await repo.put(record);
      audio.set(id, blob);
      store.setState((s) => ({ saved: { ...s.saved, [id]: saved } }));
      setActive(id, null);
    } catch (error) {
      if (controller.signal.aborted) {
        setActive(id, null);
      } else {
        const message = isQuotaError(error)
          ? NO_SPACE
          : error instanceof DownloadError
            ? error.message
            : DOWNLOAD_FAILED;
        setActive(id, {
          mediaId: media._id,
          status: 'failed',
          received: 0,
          total: episode.size ?? 0,
          error: message,
        });
      }
    } finally {
      controllers.delete(id);
    }
  }

  function forget(ids: string[]) {
    for (const id of ids) {
      audio.delete(id);
      const url = urls.get(id);
      if (url) revokeUrl(url);
      urls.delete(id);
    }
    store.setState((s) => {
      const saved = { ...s.saved };
      for (const id of ids) delete saved[id];
      return { saved };
    });
  }

  const cancel = (episodeId: string) => {
    const i = waiting.findIndex((j) => j.episode._id === episodeId);
    if (i >= 0) waiting.splice(i, 1);
    controllers.get(episodeId)?.abort();
    setActive(episodeId, null);
  };

  return {
    store,
    async load() {
      const all = await repo.all();
      const saved: Record<string, SavedEpisode> = {};
      for (const { audio: blob, ...rest } of all) {
        saved[rest.episodeId] = rest;
        audio.set(rest.episodeId, blob);
      }
      store.setState((s) => ({ loaded: true, saved: { ...saved, ...s.saved } }));
    },
    async download(media, episodes) {
      if (!persistAsked && persist) {
        persistAsked = true;
        void persist().catch(() => undefined);
      }
      const { saved, active } = store.getState();
      const mine = account();
      for (const episode of episodes) {
        const id = episode._id;
        if (!episode.streamUrl) continue;
        if (saved[id]?.account === mine) continue;
        if (active[id] && active[id].status !== 'failed') continue;
        waiting.push({ media, episode });
        setActive(id, {
          mediaId: media._id,
          status: 'waiting',
          received: 0,
          total: episode.size ?? 0,
        });
      }
      await run();
    },
    cancel,
    cancelItem(mediaId) {
      for (const [id, a] of Object.entries(store.getState().active))
        if (a.mediaId === mediaId) cancel(id);
    },
    async remove(episodeId) {
      await repo.remove([episodeId]);
      forget([episodeId]);
    },
    async removeAll() {
      const mine = account();
      const ids = Object.values(store.getState().saved)
        .filter((e) => e.account === mine)
        .map((e) => e.episodeId);
      await repo.remove(ids);
      forget(ids);
    },
    sourceFor(episodeId) {
      const saved = store.getState().saved[episodeId];
      const blob = audio.get(episodeId);
      if (!saved || !blob || saved.account !== account()) return null;
      let url = urls.get(episodeId);
      if (!url) {
        url = objectUrl(blob);
        urls.set(episodeId, url);
      }
      return url;
    },
  };
}
