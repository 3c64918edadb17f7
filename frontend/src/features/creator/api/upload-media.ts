import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest, isApiError } from '@/lib/api';
import {
  terminateUpload,
  uploadFiles,
  type FileProgress,
  type FinishedUpload,
} from '@/lib/resumable-upload';
import type { Media, MediaType } from '@/types/media';
import { meKeys } from '@/lib/auth/me';
import { creatorKeys } from '@/features/creator/api/keys';
import { MESSAGES } from '@/features/creator/api/messages';
import { audioFileSchema, requiredCoverFileSchema } from '@/lib/media-files';
import { defaultLanguage } from '@/lib/languages';
import { mediaFieldsSchema } from '@/features/creator/api/media-fields';
import { releaseTimeSchema } from '@/features/creator/api/release-time';
import { localInputToUtc } from '@/lib/release-time';

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
 * image; at least one episode. Sermon and podcast fields are optional and sent for their type;
 * so is the release time, which must be ahead.
 */
export const uploadMediaSchema = mediaFieldsSchema.extend({
  coverArt: requiredCoverFileSchema,
  episodes: z.array(episodeSchema).min(1),
  publishAt: releaseTimeSchema(),
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

/** emptyUploadValues: a blank form; the language is the browser's when the list has it. */
export const emptyUploadValues = (language: string = defaultLanguage()): UploadMediaValues => ({
  title: '',
  genre: '',
  description: '',
  coverArt: null,
  category: '',
  preacher: '',
  theme: '',
  bibleReferences: '',
  preachedAt: '',
  language,
  ownerEmail: '',
  episodes: [emptyEpisode()],
  publishAt: '',
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
  if (type === 'podcast') {
    // What its feed says: the language spoken, and (when given) the owner's address.
    meta.language = values.language;
    if (values.ownerEmail.trim()) meta.ownerEmail = values.ownerEmail.trim();
  }
  if (type === 'sermon') {
    meta.preacher = values.preacher.trim();
    meta.theme = values.theme.trim();
    // The text as typed ("John 3:16-18; Rom 8"): the server parses it.
    meta.bibleReferences = values.bibleReferences.trim();
    if (values.preachedAt) meta.preachedAt = values.preachedAt;
  }
  return meta;
}

/** episodesMetadata is the episodesMetadata JSON list: one entry per episode, in order. */
export function episodesMetadata(values: UploadMediaValues) {
  return values.episodes.map((e) => ({
    title: e.title.trim(),
    description: e.description.trim(),
    genre: e.genre,
    lyrics: e.lyrics,
  }));
}

/**
 * serverFieldPath maps a field error key of upload-media (or upload-media-from-uploads) onto
 * the form: `episodeAudios.1` and `episodeUploads.1` are `episodes.1.audio`; `coverUpload` is
 * `coverArt`; `podcastMetadata.title` is `title`; the others keep their names.
 */
export function serverFieldPath(key: string): string {
  const audio = /^episode(?:Audios|Uploads)\.(\d+)$/.exec(key);
  if (audio) return `episodes.${audio[1]}.audio`;
  if (key === 'coverUpload') return 'coverArt';
  return key.replace(/^podcastMetadata\./, '').replace(/^episodesMetadata\./, 'episodes.');
}

export interface UploadMediaResult {
  message: string;
  media: Media;
}

/**
 * ReleaseFields are what an upload says besides the item: `draft` saves it for its creator
 * only (not sent to review); `publishAt` is its release time in UTC. Each is left out when it
 * says nothing (not a draft, no release time).
 */
export interface ReleaseFields {
  draft?: true;
  publishAt?: string;
}

/** releaseFields: the upload's `draft` and `publishAt` (the form's local time, sent as UTC). */
export function releaseFields(values: Pick<UploadMediaValues, 'publishAt'>, draft: boolean) {
  const out: ReleaseFields = {};
  if (draft) out.draft = true;
  const publishAt = localInputToUtc(values.publishAt);
  if (publishAt) out.publishAt = publishAt;
  return out;
}

/** FromUploadsBody is POST /api/media/upload-media-from-uploads's JSON body. */
export interface FromUploadsBody extends ReleaseFields {
  podcastMetadata: Record<string, string>;
  episodesMetadata: ReturnType<typeof episodesMetadata>;
  coverUpload: string;
  episodeUploads: string[];
}

/**
 * buildFromUploadsBody: the same metadata as upload-media, the upload ids in episode order, and
 * (when saved as a draft, or given a release time) `draft` and `publishAt`.
 */
export function buildFromUploadsBody(
  type: MediaType,
  values: UploadMediaValues,
  coverUpload: string,
  episodeUploads: string[],
  draft = false,
): FromUploadsBody {
  return {
    podcastMetadata: mediaMetadata(type, values),
    episodesMetadata: episodesMetadata(values),
    coverUpload,
    episodeUploads,
    ...releaseFields(values, draft),
  };
}

/** UPLOAD_ID_FIELD: the field errors that say an upload id is unknown or unfinished. */
const UPLOAD_ID_FIELD = /^(coverUpload|episodeUploads\.(\d+))$/;
/** FILE_FIELD: the field errors that say a file's bytes were refused. */
const FILE_FIELD = /^(coverArt|episodeAudios\.\d+)$/;

/**
 * FinishedUploads remembers the uploads that finished in this form, by file, so that trying
 * again after the finish call failed (a field to fix) does not send the files again.
 */
export class FinishedUploads {
  private byFile = new Map<File, FinishedUpload[]>();

  add(file: File, upload: FinishedUpload) {
    this.byFile.set(file, [...(this.byFile.get(file) ?? []), upload]);
  }

  /** take: for each file, in order, a distinct finished upload of it, or null. */
  take(files: File[]): Array<FinishedUpload | null> {
    const used = new Set<FinishedUpload>();
    return files.map((file) => {
      const found = (this.byFile.get(file) ?? []).find((u) => !used.has(u)) ?? null;
      if (found) used.add(found);
      return found;
    });
  }

  /** forget drops an upload the server no longer knows. */
  forget(id: string) {
    for (const [file, list] of this.byFile) {
      const rest = list.filter((u) => u.id !== id);
      if (rest.length) this.byFile.set(file, rest);
      else this.byFile.delete(file);
    }
  }

  /** prune drops (and returns) the uploads of files no longer in the form. */
  prune(files: File[]): FinishedUpload[] {
    const keep = new Set(files);
    const stale: FinishedUpload[] = [];
    for (const [file, list] of this.byFile) {
      if (keep.has(file)) continue;
      stale.push(...list);
      this.byFile.delete(file);
    }
    return stale;
  }

  clear() {
    this.byFile.clear();
  }
}

export interface UploadMediaResumableInput {
  type: MediaType;
  values: UploadMediaValues;
  /** draft: save it for its creator only ("Save as draft"), not send it to review. */
  draft?: boolean;
  /** finished: uploads kept from an earlier try of this form; updated as files finish. */
  finished: FinishedUploads;
  /** onFiles: per-file progress; the cover first, then each episode's audio. */
  onFiles?: (files: FileProgress[]) => void;
  /** onFinishing: every file is in; the server is making the media. */
  onFinishing?: () => void;
  signal?: AbortSignal;
}

/**
 * uploadMediaResumable sends the cover and every episode's audio with tus (resumable, in
 * chunks), then makes the media from the finished uploads in one call. When the server says an
 * upload id is unknown (expired meanwhile), those files are sent again once.
 */
export async function uploadMediaResumable({
  type,
  values,
  draft = false,
  finished,
  onFiles,
  onFinishing,
  signal,
}: UploadMediaResumableInput): Promise<UploadMediaResult> {
  const files = [values.coverArt, ...values.episodes.map((e) => e.audio)].filter(
    (f): f is File => f instanceof File,
  );
  if (files.length !== values.episodes.length + 1) throw new Error(MESSAGES.uploadThrew);
  // Files replaced since the last try: their uploads would only wait on the server to expire.
  for (const stale of finished.prune(files)) void terminateUpload(stale.url);

  for (let attempt = 0; ; attempt++) {
    const [coverUpload, ...episodeUploads] = await uploadFiles(files, {
      signal,
      onProgress: onFiles,
      finished: finished.take(files),
      onFileDone: (file, upload) => finished.add(file, upload),
    });
    onFinishing?.();
    try {
      const res = await apiRequest<{ media: Media }>(apiPaths.media.uploadFromUploads, {
        method: 'POST',
        body: buildFromUploadsBody(type, values, coverUpload, episodeUploads, draft),
        signal,
      });
      finished.clear();
      const fallback = draft ? MESSAGES.draftSaved : MESSAGES.uploaded(type);
      return { message: res.message || fallback, media: res.data?.media };
    } catch (error) {
      if (!isApiError(error)) throw error;
      const keys = Object.keys(error.fieldErrors);
      // Refused bytes (a file that is not audio, a cover too large) take every upload of the
      // request with them on the server; so does a 409 naming no field (used or cancelled).
      if (keys.some((k) => FILE_FIELD.test(k)) || (error.status === 409 && keys.length === 0)) {
        finished.clear();
        throw error;
      }
      // Unknown or unfinished upload ids (expired meanwhile): sent again once.
      const ids = [coverUpload, ...episodeUploads];
      const gone = keys.flatMap((key) => {
        const m = UPLOAD_ID_FIELD.exec(key);
        if (!m) return [];
        return [m[2] === undefined ? ids[0] : ids[Number(m[2]) + 1]].filter(Boolean);
      });
      gone.forEach((id) => finished.forget(id));
      if (gone.length === 0 || gone.length !== keys.length || attempt > 0) throw error;
    }
  }
}

/**
 * useUploadMediaResumable: uploadMediaResumable, then the creator's lists are refreshed, and
 * the account (a first upload makes a listener a creator: their sidebar changes).
 */
export function useUploadMediaResumable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMediaResumable,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]),
  });
}
