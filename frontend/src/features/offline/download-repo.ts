/**
 * Where downloaded episodes are kept: IndexedDB, one record per episode holding its audio as a
 * Blob and what the library shows of it. IndexedDB rather than Cache Storage: a record is
 * found by episode id (a stream URL carries a token that changes), it holds the bytes and the
 * facts together in one transaction (nothing half-saved), the service worker's precache
 * cleanup never touches it, and Chromium keeps its blobs on disk, so a blob: URL of one plays
 * and seeks without reading it all into memory.
 */

/** SavedEpisode is what is kept of one downloaded episode, beside its audio. */
export interface SavedEpisode {
  episodeId: string;
  /** account: the account that downloaded it; each account sees its own downloads. */
  account: string;
  title: string;
  position: number;
  duration: number;
  media: {
    _id: string;
    title: string;
    type: string;
    artist: string;
    cover: string;
  };
  /** bytes: the audio's size as downloaded. */
  bytes: number;
  mimeType: string;
  /** savedAt: when the download finished (ms since the epoch). */
  savedAt: number;
}

export interface StoredEpisode extends SavedEpisode {
  audio: Blob;
}

/** DownloadRepo keeps downloaded episodes (IndexedDB in the app, memory in tests). */
export interface DownloadRepo {
  put: (episode: StoredEpisode) => Promise<void>;
  all: () => Promise<StoredEpisode[]>;
  remove: (episodeIds: string[]) => Promise<void>;
}

const DB_NAME = 'selah-offline';
const STORE = 'episodes';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Aborted', 'AbortError'));
  });
}

/** idbDownloadRepo keeps downloads in the browser's IndexedDB (database selah-offline). */
export function idbDownloadRepo(factory?: IDBFactory): DownloadRepo {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = (factory ?? indexedDB).open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore(STORE, { keyPath: 'episodeId' });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        db = null;
        reject(req.error);
      };
    });
    return db;
  };
  return {
    async put(episode) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(episode);
      await done(tx);
    },
    async all() {
      const tx = (await open()).transaction(STORE, 'readonly');
      return request(tx.objectStore(STORE).getAll() as IDBRequest<StoredEpisode[]>);
    },
    async remove(episodeIds) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      for (const id of episodeIds) tx.objectStore(STORE).delete(id);
      await done(tx);
    },
  };
}
