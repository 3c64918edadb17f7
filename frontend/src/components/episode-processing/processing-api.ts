import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiPaths } from '@/config/paths';
import { apiRequest, errorMessage } from '@/lib/api';
import { fileToken, withToken, type FileSession } from '@/lib/file-token';
import type { Episode } from '@/types/media';

/** PROCESSING_MESSAGES: what the rendition actions say when the server gives no sentence. */
export const PROCESSING_MESSAGES = {
  reprocessStarted: 'Processing started',
  reprocessFailed: 'Processing could not be started. Please try again.',
  downloadFailed: 'The original file could not be downloaded. Please try again.',
} as const;

/**
 * reprocessEpisode calls POST /api/media/episodes/{episodeId}/reprocess (the owner's or an
 * admin's account): 202 with the episode, now pending; 409 while it is already processing.
 */
export async function reprocessEpisode(
  episodeId: string,
  auth: FileSession,
): Promise<{ episode?: Partial<Episode>; message?: string }> {
  const res = await apiRequest<{ episode?: Partial<Episode> }>(
    apiPaths.media.reprocess(episodeId),
    { method: 'POST', auth },
  );
  return { episode: res.data?.episode, message: res.message };
}

type WithEpisodes = { episodes: ReadonlyArray<{ _id: string }> };

/**
 * useReprocessEpisode starts an episode's processing again and says so in a toast. The item's
 * query (`itemKey`) takes the pending episode at once, which starts its polling, and is asked
 * for again either way (a 409 means it is pending already: the refetch shows it).
 */
export function useReprocessEpisode(itemKey: QueryKey, auth: FileSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (episodeId: string) => reprocessEpisode(episodeId, auth),
    onSuccess: ({ episode, message }, episodeId) => {
      toast.success(message || PROCESSING_MESSAGES.reprocessStarted);
      queryClient.setQueryData<WithEpisodes>(itemKey, (old) =>
        old
          ? {
              ...old,
              episodes: old.episodes.map((e) =>
                e._id === episodeId ? { ...e, processing: 'pending', ...episode } : e,
              ),
            }
          : old,
      );
    },
    onError: (error) => toast.error(errorMessage(error, PROCESSING_MESSAGES.reprocessFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKey }),
  });
}

/**
 * originalUrl is where the original upload of an episode is downloaded: a link cannot send the
 * Authorization header, so it carries a PocketBase file token (which the route accepts like
 * the stream route does) in its query.
 */
export function originalUrl(episodeId: string, token: string): string {
  return withToken(apiPaths.media.original(episodeId), token);
}

/**
 * downloadOriginal fetches a file token of `session` (it lives 180 s, so it is asked for on
 * the click) and follows a link to the original: the server answers it as an attachment, so
 * the browser saves it and the page stays. False when no token could be had.
 */
export async function downloadOriginal(episodeId: string, session: FileSession): Promise<boolean> {
  const token = await fileToken(session);
  if (!token) return false;
  const link = document.createElement('a');
  link.href = originalUrl(episodeId, token);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
  return true;
}

/** useDownloadOriginal is downloadOriginal with its pending state and a toast when it fails. */
export function useDownloadOriginal(session: FileSession) {
  return useMutation({
    mutationFn: async (episodeId: string) => {
      if (!(await downloadOriginal(episodeId, session)))
        throw new Error(PROCESSING_MESSAGES.downloadFailed);
    },
    onError: (error) => toast.error(errorMessage(error, PROCESSING_MESSAGES.downloadFailed)),
  });
}
