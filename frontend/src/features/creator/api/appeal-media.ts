import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { MediaAppeal, MediaWithEpisodes } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';
import { APPEAL_MESSAGES } from '@/features/creator/utils/appeal';

/**
 * appealMedia calls POST /api/media/{id}/appeal: the owner asks for a rejection or takedown to
 * be looked at again. 400 when the item is neither, 409 when that decision was appealed.
 */
export async function appealMedia(
  id: string,
  message: string,
): Promise<{ message: string; appeal?: MediaAppeal }> {
  const res = await apiRequest<{ appeal?: MediaAppeal }>(apiPaths.media.appeal(id), {
    method: 'POST',
    body: { message },
  });
  return { message: res.message || APPEAL_MESSAGES.sent, appeal: res.data?.appeal };
}

/** useAppealMedia sends an appeal, shows it on the item at once, then asks for the item again. */
export function useAppealMedia(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => appealMedia(id, message),
    onSuccess: ({ appeal }) => {
      if (appeal) {
        queryClient.setQueryData<MediaWithEpisodes>(creatorKeys.item(id), (old) =>
          old ? { ...old, appeal } : old,
        );
      }
      return queryClient.invalidateQueries({ queryKey: creatorKeys.item(id) });
    },
  });
}
