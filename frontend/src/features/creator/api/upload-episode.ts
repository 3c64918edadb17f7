import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload';
import type { Episode } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';
import { episodeSchema } from '@/features/creator/api/upload-media';

/** uploadEpisodeSchema: the same rules as an episode of the upload form. */
export const uploadEpisodeSchema = episodeSchema;
export type UploadEpisodeValues = z.infer<typeof uploadEpisodeSchema>;

export interface UploadEpisodeInput {
  mediaId: string;
  values: UploadEpisodeValues;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** buildEpisodeFormData is POST /api/media/upload-episode's multipart body. */
export function buildEpisodeFormData(mediaId: string, values: UploadEpisodeValues): FormData {
  const form = new FormData();
  form.append('mediaId', mediaId);
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('genre', values.genre);
  form.append('lyrics', values.lyrics);
  if (values.audio) form.append('audio', values.audio);
  return form;
}

/** uploadEpisode adds one episode or track to an item the caller owns. */
export async function uploadEpisode({
  mediaId,
  values,
  onProgress,
  signal,
}: UploadEpisodeInput): Promise<{ message?: string; episode: Episode }> {
  const res = await uploadWithProgress<{ episode: Episode }>(
    apiPaths.media.uploadEpisode,
    buildEpisodeFormData(mediaId, values),
    { onProgress, signal },
  );
  return { message: res.message, episode: res.data?.episode };
}

/** useUploadEpisode adds an episode, then refreshes the item, the lists and the stats. */
export function useUploadEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEpisode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.all }),
  });
}
