import { userPb } from '@/lib/pocketbase';
import { idbDownloadRepo } from '@/features/offline/download-repo';
import { createDownloads } from '@/features/offline/downloads-store';

/**
 * downloads is the app's one store of episodes kept for offline listening (downloads-store.ts),
 * in IndexedDB (download-repo.ts), each under the account that downloaded it.
 */
export const downloads = createDownloads({
  repo: idbDownloadRepo(),
  account: () => userPb.authStore.record?.id ?? '',
  // Asked once, on the first download: the browser may then keep them when space runs short.
  persist: async () => navigator.storage?.persist?.(),
});

/**
 * offlineSource is the player's first choice of source (player-store.ts): a blob: URL of the
 * episode's downloaded audio, which plays and seeks with no connection; null when it was not
 * downloaded on this device by this account.
 */
export function offlineSource(episodeId: string): string | null {
  return downloads.sourceFor(episodeId);
}
