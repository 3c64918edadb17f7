import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Media, MediaWithEpisodes } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';
import { MESSAGES } from '@/features/creator/api/messages';

/**
 * submitMedia calls POST /api/media/{id}/submit: one of the caller's drafts goes to review
 * (pending). Anything but a draft is refused with the server's message.
 */
export async function submitMedia(id: string): Promise<{ message: string; media?: Media }> {
  const res = await apiRequest<{ media: Media }>(apiPaths.media.submit(id), { method: 'POST' });
  return { message: res.message || MESSAGES.submitted, media: res.data?.media };
}

/** useSubmitMedia submits a draft, then refreshes the item, the lists and the stats. */
export function useSubmitMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMedia,
    onSuccess: ({ media }, id) => {
      if (media) {
        queryClient.setQueryData<MediaWithEpisodes>(creatorKeys.item(id), (old) =>
          old ? { ...old, ...media, episodes: old.episodes } : old,
        );
      }
      return queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    },
  });
}
