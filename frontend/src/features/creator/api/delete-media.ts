import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { meKeys } from '@/lib/auth/me';
import { creatorKeys } from '@/features/creator/api/keys';

/** deleteMedia calls DELETE /api/media/{id}: the item, its episodes and its files. */
export async function deleteMedia(id: string): Promise<{ message?: string }> {
  const res = await apiRequest<unknown>(apiPaths.media.one(id), { method: 'DELETE' });
  return { message: res.message };
}

/** useDeleteMedia deletes an item and refreshes the lists and stats (not the deleted item). */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creatorKeys.stats() }),
        // Deleting the last item makes the account a listener again (isCreator).
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]),
  });
}
