import * as React from 'react';
import { useStore } from 'zustand';
import { userPb } from '@/lib/pocketbase';
import { useAuthToken } from '@/lib/auth/auth-store';
import type { SavedEpisode } from '@/features/offline/download-repo';
import type { ActiveDownload } from '@/features/offline/downloads-store';
import { downloads } from '@/features/offline/downloads';

/** DownloadedEpisode is one episode kept on this device, as the library lists it. */
export interface DownloadedEpisode {
  episodeId: string;
  title: string;
  /** position: the episode's place in its item. */
  position: number;
  duration: number;
  bytes: number;
  savedAt: number;
  mediaId: string;
  itemTitle: string;
  itemType: string;
  creator: string;
  cover: string;
}

function toDownloaded(e: SavedEpisode): DownloadedEpisode {
  return {
    episodeId: e.episodeId,
    title: e.title,
    position: e.position,
    duration: e.duration,
    bytes: e.bytes,
    savedAt: e.savedAt,
    mediaId: e.media._id,
    itemTitle: e.media.title,
    itemType: e.media.type,
    creator: e.media.artist,
    cover: e.media.cover,
  };
}

/**
 * inListOrder: the item downloaded last first, and each item's episodes in their order (a
 * series reads top to bottom).
 */
export function inListOrder(episodes: DownloadedEpisode[]): DownloadedEpisode[] {
  const latest = new Map<string, number>();
  for (const e of episodes) latest.set(e.mediaId, Math.max(latest.get(e.mediaId) ?? 0, e.savedAt));
  return [...episodes].sort(
    (a, b) =>
      (latest.get(b.mediaId) ?? 0) - (latest.get(a.mediaId) ?? 0) ||
      a.mediaId.localeCompare(b.mediaId) ||
      a.position - b.position,
  );
}

/** useMySaved is the signed-in account's downloaded episodes, by episode id. */
function useMySaved(): SavedEpisode[] {
  // The token changes with the account: the list is filtered again.
  useAuthToken(userPb);
  const saved = useStore(downloads.store, (s) => s.saved);
  const account = userPb.authStore.record?.id ?? '';
  return React.useMemo(
    () => Object.values(saved).filter((e) => e.account === account),
    [saved, account],
  );
}

/**
 * useDownloads is what the library shows of the downloads: the signed-in account's episodes
 * kept on this device (newest first), the bytes they take, and removing them.
 */
export function useDownloads() {
  const mine = useMySaved();
  const loaded = useStore(downloads.store, (s) => s.loaded);
  const episodes = React.useMemo(() => inListOrder(mine.map(toDownloaded)), [mine]);
  const totalBytes = episodes.reduce((sum, e) => sum + e.bytes, 0);
  return {
    loaded,
    episodes,
    totalBytes,
    remove: downloads.remove,
    removeAll: downloads.removeAll,
  };
}

/** EpisodeDownload is where one episode stands: saved, under way, failed, or neither. */
export interface EpisodeDownload {
  saved: boolean;
  active: ActiveDownload | null;
}

/** useEpisodeDownloads is where each of an item's episodes stands, by episode id. */
export function useEpisodeDownloads(episodeIds: string[]): Record<string, EpisodeDownload> {
  const mine = useMySaved();
  const active = useStore(downloads.store, (s) => s.active);
  const key = episodeIds.join(',');
  return React.useMemo(() => {
    const saved = new Set(mine.map((e) => e.episodeId));
    const out: Record<string, EpisodeDownload> = {};
    for (const id of key ? key.split(',') : [])
      out[id] = { saved: saved.has(id), active: active[id] ?? null };
    return out;
  }, [mine, active, key]);
}

/** useStorageEstimate is the browser's estimate of what this site stores and may store. */
export function useStorageEstimate(deps: unknown) {
  const [estimate, setEstimate] = React.useState<{ usage: number; quota: number } | null>(null);
  React.useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then((e) => {
        if (live) setEstimate({ usage: e.usage ?? 0, quota: e.quota ?? 0 });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [deps]);
  return estimate;
}
