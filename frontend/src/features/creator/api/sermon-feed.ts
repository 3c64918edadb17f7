import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { FeedWarning } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';

/** SermonFeedReport is one of the caller's public sermon feeds: theirs, or a series'. */
export interface SermonFeedReport {
  kind: 'sermons' | 'series';
  title: string;
  /** url: the feed's absolute URL, to give to podcast directories. */
  url: string;
  warnings: FeedWarning[];
}

/** SermonFeed is GET /api/media/sermon-feed: ownerEmail is '' when the feeds name Selah. */
export interface SermonFeed {
  ownerEmail: string;
  feeds: SermonFeedReport[];
}

export async function getSermonFeed(): Promise<SermonFeed> {
  const res = await apiRequest<SermonFeed>(apiPaths.media.sermonFeed);
  return res.data;
}

export function useSermonFeed() {
  return useQuery({ queryKey: creatorKeys.sermonFeed(), queryFn: getSermonFeed });
}

/** putSermonFeed calls PUT /api/media/sermon-feed: '' removes the owner email. */
export async function putSermonFeed(
  ownerEmail: string,
): Promise<{ message?: string; feed: SermonFeed }> {
  const res = await apiRequest<SermonFeed>(apiPaths.media.sermonFeed, {
    method: 'PUT',
    body: { ownerEmail },
  });
  return { message: res.message, feed: res.data };
}

export function useUpdateSermonFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSermonFeed,
    onSuccess: ({ feed }) => queryClient.setQueryData(creatorKeys.sermonFeed(), feed),
  });
}
