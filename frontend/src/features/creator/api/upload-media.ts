import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload';
import type { Media, MediaType } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';
import { MESSAGES } from '@/features/creator/api/messages';
import { audioFileSchema, requiredCoverFileSchema } from '@/lib/media-files';

/** episodeSchema: one episode or track; Title and Audio File are required (SPEC §5). */
export const episodeSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.titleRequired).max(200, MESSAGES.titleTooLong),
  description: z.string().max(5000, MESSAGES.descriptionTooLong),
  genre: z.string(),
  lyrics: z.string().max(20000, MESSAGES.lyricsTooLong),
  audio: audioFileSchema,
});

/**
 * uploadMediaSchema: Title, Genre, Description and Cover Image are required, the cover an
 * image; at least one episode. Sermon and podcast fields are optional and sent for their type.
 */
export const uploadMediaSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.titleRequired).max(200, MESSAGES.titleTooLong),
  genre: z.string().min(1, MESSAGES.genreRequired),
  description: z
    .string()
    .trim()
    .min(1, MESSAGES.descriptionRequired)
    .max(5000, MESSAGES.descriptionTooLong),
  coverArt: requiredCoverFileSchema,
  category: z.string(),
  preacher: z.string(),
  theme: z.string(),
  bibleReferences: z.string(),
  preachedAt: z.string(),
  episodes: z.array(episodeSchema).min(1),
});

export type UploadMediaValues = z.infer<typeof uploadMediaSchema>;
export type EpisodeValues = z.infer<typeof episodeSchema>;

export const emptyEpisode = (): EpisodeValues => ({
  title: '',
  description: '',
  genre: '',
  lyrics: '',
  audio: null,
});

export const emptyUploadValues = (): UploadMediaValues => ({
  title: '',
  genre: '',
  description: '',
  coverArt: null,
  category: '',
  preacher: '',
  theme: '',
  bibleReferences: '',
  preachedAt: '',
  episodes: [emptyEpisode()],
});

/** mediaMetadata is the podcastMetadata JSON: the common fields plus those of the type. */
export function mediaMetadata(type: MediaType, values: UploadMediaValues): Record<string, string> {
  const meta: Record<string, string> = {
    title: values.title.trim(),
    description: values.description.trim(),
    genre: values.genre,
    type,
  };
  if (type !== 'album' && values.category) meta.category = values.category;
  if (type === 'sermon') {
    meta.preacher = values.preacher.trim();
    meta.theme = values.theme.trim();
    // The text as typed ("John 3:16-18; Rom 8"): the server parses it.
    meta.bibleReferences = values.bibleReferences.trim();
    if (values.preachedAt) meta.preachedAt = values.preachedAt;
  }
  return meta;
}

/**
 * buildUploadFormData is POST /api/media/upload-media's multipart body: podcastMetadata (JSON),
 * coverArt, episodesMetadata (JSON list) and one episodeAudios file per episode, same order.
 */
export function buildUploadFormData(type: MediaType, values: UploadMediaValues): FormData {
  const form = new FormData();
  form.append('podcastMetadata', JSON.stringify(mediaMetadata(type, values)));
  if (values.coverArt) form.append('coverArt', values.coverArt);
  form.append(
    'episodesMetadata',
    JSON.stringify(
      values.episodes.map((e) => ({
        title: e.title.trim(),
        description: e.description.trim(),
        genre: e.genre,
        lyrics: e.lyrics,
      })),
    ),
  );
  for (const episode of values.episodes) {
    if (episode.audio) form.append('episodeAudios', episode.audio);
  }
  return form;
}

/**
 * serverFieldPath maps a field error key of upload-media onto the form: `episodeAudios.1` is
 * `episodes.1.audio`; `podcastMetadata.title` is `title`; the others keep their names.
 */
export function serverFieldPath(key: string): string {
  const audio = /^episodeAudios\.(\d+)$/.exec(key);
  if (audio) return `episodes.${audio[1]}.audio`;
  return key.replace(/^podcastMetadata\./, '').replace(/^episodesMetadata\./, 'episodes.');
}

export interface UploadMediaInput {
  type: MediaType;
  values: UploadMediaValues;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadMediaResult {
  message: string;
  media: Media;
}

/** uploadMedia sends the form to POST /api/media/upload-media, reporting the percent sent. */
export async function uploadMedia({
  type,
  values,
  onProgress,
  signal,
}: UploadMediaInput): Promise<UploadMediaResult> {
  const res = await uploadWithProgress<{ media: Media }>(
    apiPaths.media.upload,
    buildUploadFormData(type, values),
    { onProgress, signal },
  );
  return { message: res.message || MESSAGES.uploaded(type), media: res.data?.media };
}

/** useUploadMedia uploads and then refreshes the creator's lists, stats and dashboard. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.all }),
  });
}
