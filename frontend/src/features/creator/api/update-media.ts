import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Media, MediaWithEpisodes } from '@/types/media';
import { creatorKeys } from '@/features/creator/api/keys';
import { coverFileSchema } from '@/lib/media-files';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { mediaFieldsSchema } from '@/features/creator/api/media-fields';
import { releaseTimeSchema } from '@/features/creator/api/release-time';
import { localInputToUtc, utcToLocalInput } from '@/lib/release-time';

/**
 * updateMediaSchemaFor: the PATCH fields of an item; Title, Genre and Description stay
 * required. A release time set or changed must be ahead; the item's own (`publishAt`, UTC)
 * passes unchanged.
 */
export function updateMediaSchemaFor(publishAt?: string) {
  return mediaFieldsSchema.extend({
    coverArt: coverFileSchema,
    publishAt: releaseTimeSchema(utcToLocalInput(publishAt)),
  });
}

/** updateMediaSchema: the PATCH fields of an item with no release time. */
export const updateMediaSchema = updateMediaSchemaFor();

export type UpdateMediaValues = z.infer<typeof updateMediaSchema>;
export type UpdateMediaField = keyof UpdateMediaValues;

/** updateValuesFrom fills the edit form from an item. */
export function updateValuesFrom(media: Media): UpdateMediaValues {
  return {
    title: media.title ?? '',
    genre: media.genre?._id ?? '',
    description: media.description ?? '',
    coverArt: null,
    category: media.category?._id ?? '',
    preacher: media.preacher ?? '',
    theme: media.theme ?? '',
    bibleReferences: (media.bibleReferences ?? [])
      .map((r) => r.text)
      .filter(Boolean)
      .join('; '),
    preachedAt: media.preachedAt ? media.preachedAt.slice(0, 10) : '',
    language: media.language || DEFAULT_LANGUAGE,
    ownerEmail: media.ownerEmail ?? '',
    // Shown in the viewer's time zone; sent back as UTC (buildUpdateBody).
    publishAt: utcToLocalInput(media.publishAt),
  };
}

/**
 * buildUpdateBody holds only the fields that changed (so an untouched field never counts as
 * an edit): JSON, or multipart when a new cover image is part of it. Null when nothing changed.
 * A release time goes as UTC; a cleared one as '' (none).
 */
export function buildUpdateBody(
  values: UpdateMediaValues,
  changed: ReadonlyArray<UpdateMediaField>,
): FormData | Record<string, string> | null {
  const fields = changed.filter((f) => f !== 'coverArt');
  const cover = changed.includes('coverArt') ? values.coverArt : null;
  if (fields.length === 0 && !cover) return null;
  const json: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field];
    if (field === 'publishAt') json[field] = localInputToUtc(values.publishAt);
    else json[field] = typeof value === 'string' ? value.trim() : '';
  }
  if (!cover) return json;
  const form = new FormData();
  for (const [key, value] of Object.entries(json)) form.append(key, value);
  form.append('coverArt', cover);
  return form;
}

/** updateMedia calls PATCH /api/media/{id}; the server answers with the updated item. */
export async function updateMedia({
  id,
  body,
}: {
  id: string;
  body: FormData | Record<string, string>;
}): Promise<{ message?: string; media: Media }> {
  const res = await apiRequest<{ media: Media }>(apiPaths.media.one(id), {
    method: 'PATCH',
    body,
  });
  return { message: res.message, media: res.data?.media };
}

/** useUpdateMedia saves an edit, keeps the item's episodes on screen and refreshes the lists. */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedia,
    onSuccess: ({ media }, { id }) => {
      if (media) {
        queryClient.setQueryData<MediaWithEpisodes>(creatorKeys.item(id), (old) =>
          old ? { ...old, ...media, episodes: old.episodes } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    },
  });
}
