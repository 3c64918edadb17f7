import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { audioFileSchema } from '@/lib/media-files';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload';
import { adminKeys } from '@/features/admin/api/keys';
import { MESSAGES } from '@/features/admin/api/messages';

/** addEpisodeSchema: the Add New Episode dialog. */
export const addEpisodeSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title')
    .max(200, 'Title must be at most 200 characters long'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters long'),
  audio: audioFileSchema,
});
export type AddEpisodeValues = z.infer<typeof addEpisodeSchema>;

export interface AddEpisodeInput {
  mediaId: string;
  values: AddEpisodeValues;
  /** genre: the series' genre, so the episode carries one. */
  genre?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** buildAdminEpisodeFormData is POST /api/admin/upload-episode's multipart body. */
export function buildAdminEpisodeFormData(
  mediaId: string,
  values: AddEpisodeValues,
  genre = '',
): FormData {
  const form = new FormData();
  form.append('mediaId', mediaId);
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('genre', genre);
  form.append('lyrics', '');
  if (values.audio) form.append('audio', values.audio);
  return form;
}

/** addEpisode adds an episode to any creator's series (POST /api/admin/upload-episode). */
export async function addEpisode({
  mediaId,
  values,
  genre,
  onProgress,
  signal,
}: AddEpisodeInput): Promise<{ message: string }> {
  const res = await uploadWithProgress<unknown>(
    apiPaths.admin.uploadEpisode,
    buildAdminEpisodeFormData(mediaId, values, genre),
    { auth: 'admin', onProgress, signal },
  );
  return { message: res.message || MESSAGES.episodeAdded };
}

export function useAddEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEpisode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media() }),
  });
}
