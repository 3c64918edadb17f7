import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiPaths } from '@/config/paths';
import { apiRequest, errorMessage } from '@/lib/api';
import type { MediaWithEpisodes } from '@/types/media';
import { publicKeys } from '@/features/public/api/keys';

interface LikeResult {
  liked: boolean;
  likes: number;
}

/**
 * usePublicLike likes or unlikes an item from its public page (POST or DELETE
 * /api/media/{id}/like, signed in), showing the change at once in the page's data and undoing
 * it, with a toast, when the server refuses.
 */
export function usePublicLike(id: string) {
  const queryClient = useQueryClient();
  const key = publicKeys.media(id, true);
  const patch = (liked: boolean, likes?: number) =>
    queryClient.setQueryData<MediaWithEpisodes>(key, (old) =>
      old ? { ...old, liked, likes: likes ?? Math.max(0, old.likes + (liked ? 1 : -1)) } : old,
    );
  return useMutation({
    mutationFn: async (liked: boolean) =>
      (await apiRequest<LikeResult>(apiPaths.media.like(id), { method: liked ? 'POST' : 'DELETE' }))
        .data,
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MediaWithEpisodes>(key);
      patch(liked);
      return { before };
    },
    onSuccess: (result) => patch(result.liked, result.likes),
    onError: (error, _liked, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(errorMessage(error, 'Your like could not be saved. Please try again.'));
    },
  });
}
