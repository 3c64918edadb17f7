import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { audioFileSchema, requiredCoverFileSchema } from '@/lib/media-files';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload';
import type { MediaType } from '@/types/media';
import { adminKeys } from '@/features/admin/api/keys';
import { MESSAGES } from '@/features/admin/api/messages';
import type { AdminMedia } from '@/features/admin/types';

// The server's own words for the same checks (routes/media_form.go).
const title = z
  .string()
  .trim()
  .min(1, 'Please enter a title')
  .max(200, 'Title must be at most 200 characters long');
const description = z
  .string()
  .trim()
  .min(1, 'Please enter a description')
  .max(5000, 'Description must be at most 5000 characters long');
const optionalText = z.string().trim().max(200);

const common = {
  artistId: z.string().min(1, MESSAGES.creatorRequired),
  title,
  genre: z.string().min(1, 'Please choose a genre'),
  description,
  coverArt: requiredCoverFileSchema,
  audio: audioFileSchema,
};

/** emptyCommonUpload: the blank values of the fields every admin upload dialog has. */
export const emptyCommonUpload = () => ({
  artistId: '',
  title: '',
  genre: '',
  description: '',
  coverArt: null,
  audio: null,
});

/** uploadSongSchema: the Upload New Song dialog (one album with one track). */
export const uploadSongSchema = z.object(common);
export type UploadSongValues = z.infer<typeof uploadSongSchema>;

/** uploadSermonSchema: the sermon upload dialog. */
export const uploadSermonSchema = z.object({
  ...common,
  preacher: optionalText,
  theme: optionalText,
  category: z.string(),
  bibleReferences: z.string().trim().max(1000),
  preachedAt: z.string(),
});
export type UploadSermonValues = z.infer<typeof uploadSermonSchema>;

/** uploadPodcastSchema: the New Podcast Series dialog (the series and its first episode). */
export const uploadPodcastSchema = z.object({
  ...common,
  category: z.string(),
  episodeTitle: title,
  episodeDescription: z.string().trim().max(5000),
});
export type UploadPodcastValues = z.infer<typeof uploadPodcastSchema>;

export interface EpisodeUpload {
  title: string;
  description: string;
  genre: string;
  lyrics: string;
  audio: File;
}

export interface AdminUploadInput {
  type: MediaType;
  /** artistId: the creator the upload belongs to. */
  artistId: string;
  /** metadata: podcastMetadata without its type (title, description, genre and the type's fields). */
  metadata: Record<string, string>;
  coverArt: File;
  episodes: EpisodeUpload[];
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * buildAdminUploadFormData is POST /api/admin/upload-media's multipart body: the creator's
 * upload-media body (podcastMetadata, coverArt, episodesMetadata, episodeAudios) plus artistId.
 */
export function buildAdminUploadFormData(
  input: Pick<AdminUploadInput, 'type' | 'artistId' | 'metadata' | 'coverArt' | 'episodes'>,
): FormData {
  const form = new FormData();
  form.append('artistId', input.artistId);
  const meta: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.metadata)) {
    const v = value.trim();
    if (v) meta[key] = v;
  }
  form.append('podcastMetadata', JSON.stringify({ ...meta, type: input.type }));
  form.append('coverArt', input.coverArt);
  form.append(
    'episodesMetadata',
    JSON.stringify(
      input.episodes.map((e) => ({
        title: e.title.trim(),
        description: e.description.trim(),
        genre: e.genre,
        lyrics: e.lyrics,
      })),
    ),
  );
  for (const episode of input.episodes) form.append('episodeAudios', episode.audio);
  return form;
}

const typeName = (type: MediaType) =>
  type === 'album' ? 'Album' : type === 'podcast' ? 'Podcast' : 'Sermon';

/** uploadAdminMedia sends an upload on a creator's behalf, reporting the percent sent. */
export async function uploadAdminMedia({
  onProgress,
  signal,
  ...input
}: AdminUploadInput): Promise<{ message: string; media?: AdminMedia }> {
  const res = await uploadWithProgress<{ media?: AdminMedia }>(
    apiPaths.admin.uploadMedia,
    buildAdminUploadFormData(input),
    { auth: 'admin', onProgress, signal },
  );
  return {
    message: res.message || `${typeName(input.type)} uploaded successfully!`,
    media: res.data?.media,
  };
}

/** useUploadAdminMedia uploads, then refreshes the media lists and the dashboard. */
export function useUploadAdminMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAdminMedia,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.media() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}

/** serverUploadField maps upload-media's field error keys onto the dialogs' fields. */
export function serverUploadField(key: string): string {
  if (/^episodeAudios(\.\d+)?$/.test(key)) return 'audio';
  if (key === 'episodesMetadata.0.title') return 'episodeTitle';
  return key.replace(/^podcastMetadata\./, '');
}
