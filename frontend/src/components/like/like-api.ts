import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiPaths } from '@/config/paths';
import { apiRequest, errorMessage } from '@/lib/api';
import type { MediaWithEpisodes } from '@/types/media';

export interface LikeResult {
  liked: boolean;
  likes: number;
}

/** setLike calls POST (like) or DELETE (unlike) /api/media/{id}/like. */
export async function setLike(id: string, liked: boolean): Promise<LikeResult> {
  const res = await apiRequest<LikeResult>(apiPaths.media.like(id), {
    method: liked ? 'POST' : 'DELETE',
  });
  return res.data;
}

/**
 * useLikeMedia likes or unlikes an item, showing the change at once in the page's data (the
 * query under `key`: the listener's item or the public page's) and undoing it, with a toast,
 * when the server refuses.
 */
export function useLikeMedia(id: string, key: QueryKey) {
  const queryClient = useQueryClient();
  const patch = (liked: boolean, likes?: number) =>
    queryClient.setQueryData<MediaWithEpisodes>(key, (old) =>
      old ? { ...old, liked, likes: likes ?? Math.max(0, old.likes + (liked ? 1 : -1)) } : old,
    );
  return useMutation({
    mutationFn: (liked: boolean) => setLike(id, liked),
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
