import { z } from 'zod';

/** IMAGE_TYPES: the cover images the server stores (JPEG, PNG, WebP). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const AUDIO_ACCEPT = 'audio/*';
export const MAX_COVER_BYTES = 10 * 1024 * 1024;
export const MAX_AUDIO_BYTES = 500 * 1024 * 1024;

/** FILE_MESSAGES: the server's own words for the same file checks (routes/upload.go). */
export const FILE_MESSAGES = {
  coverRequired: 'Please choose a cover image',
  coverType: 'The cover image must be a JPEG, PNG or WebP image',
  coverSize: 'The cover image is larger than the limit of 10 MB',
  audioRequired: 'Please choose an audio file',
  audioType: 'Please choose an audio file (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)',
  audioSize: 'The audio file is larger than the limit of 500 MB',
} as const;

// Some browsers give an m4a or ogg file no type, or video/mp4: fall back to the extension.
const AUDIO_EXTENSIONS = /\.(mp3|m4a|mp4|aac|ogg|oga|opus|wav|flac)$/i;

/** isImageFile: a JPEG, PNG or WebP image. */
export function isImageFile(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** isAudioFile: an audio type, or an audio extension when the browser gave no audio type. */
export function isAudioFile(file: File): boolean {
  return file.type.startsWith('audio/') || AUDIO_EXTENSIONS.test(file.name);
}

/** coverFileSchema: an optional cover image (checked only once one is chosen). */
export const coverFileSchema = z.custom<File | null>().superRefine((file, ctx) => {
  if (!file) return;
  if (!isImageFile(file)) ctx.addIssue({ code: 'custom', message: FILE_MESSAGES.coverType });
  else if (file.size > MAX_COVER_BYTES)
    ctx.addIssue({ code: 'custom', message: FILE_MESSAGES.coverSize });
});

/** requiredCoverFileSchema: a cover image that must be chosen. */
export const requiredCoverFileSchema = coverFileSchema.superRefine((file, ctx) => {
  if (!file) ctx.addIssue({ code: 'custom', message: FILE_MESSAGES.coverRequired });
});

/** audioFileSchema: a required audio file. */
export const audioFileSchema = z.custom<File | null>().superRefine((file, ctx) => {
  if (!file) ctx.addIssue({ code: 'custom', message: FILE_MESSAGES.audioRequired });
  else if (!isAudioFile(file)) ctx.addIssue({ code: 'custom', message: FILE_MESSAGES.audioType });
  else if (file.size > MAX_AUDIO_BYTES)
    ctx.addIssue({ code: 'custom', message: FILE_MESSAGES.audioSize });
});
