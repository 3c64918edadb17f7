import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { importKeys } from '@/features/creator/api/keys';
import {
  FEED_IMPORT_MESSAGES,
  importPollInterval,
  toFeedImport,
  type FeedImport,
} from '@/features/creator/utils/feed-import';

/**
 * importFeed calls POST /api/media/import-feed: the server fetches the feed and its episodes in
 * the background and answers 202 with the import's id. A URL it refuses is a 400 with a field
 * error on `url`.
 */
export async function importFeed(url: string): Promise<{ importId: string; message?: string }> {
  const res = await apiRequest<{ importId?: string }>(apiPaths.media.importFeed, {
    method: 'POST',
    body: { url },
  });
  const importId = res.data?.importId;
  if (!importId) throw new Error(FEED_IMPORT_MESSAGES.startFailed);
  return { importId, message: res.message };
}

/** getFeedImport calls GET /api/media/imports/{importId}: how far the import is. */
export async function getFeedImport(importId: string): Promise<FeedImport> {
  const res = await apiRequest<unknown>(apiPaths.media.feedImport(importId));
  return toFeedImport(res.data);
}

/** useImportFeed starts an import. */
export function useImportFeed() {
  return useMutation({ mutationFn: importFeed });
}

/** useFeedImport is one import's progress, asked for again every 1.5 s while it runs. */
export function useFeedImport(importId: string | null) {
  return useQuery({
    queryKey: importKeys.one(importId ?? ''),
    queryFn: () => getFeedImport(importId ?? ''),
    enabled: Boolean(importId),
    // Progress goes stale at once: a reopened dialog asks again rather than showing old figures.
    staleTime: 0,
    refetchInterval: (query) => importPollInterval(query.state.data),
    // Kept going in a background tab: the creator comes back to a finished import.
    refetchIntervalInBackground: true,
  });
}
