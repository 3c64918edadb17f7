/**
 * What Apple Podcasts refuses in a podcast, checked in the browser before an upload (the server
 * says the same after it, as `feedWarnings`: internal/feed/apple.go). From Apple's own pages:
 * the show cover is a square of 1400 × 1400 to 3000 × 3000 pixels, JPEG or PNG, in RGB; an
 * episode's audio in a feed is MP3 or AAC in an M4A file. WAV and FLAC are taken only by Apple
 * Podcasts Connect uploads of subscriber audio, never from a feed; Ogg (Vorbis, Opus) and raw
 * AAC (.aac) are not taken at all.
 */

import type { FeedWarning } from '@/types/media';

export type { FeedWarning };

export const APPLE_COVER_MIN = 1400;
export const APPLE_COVER_MAX = 3000;

export interface ImageSize {
  width: number;
  height: number;
}

const px = (n: number) => `${n} × ${n}`;

/** coverWarnings: what Apple refuses in a cover of this type (MIME) and size (when known). */
export function coverWarnings(type: string, size: ImageSize | null): FeedWarning[] {
  const out: FeedWarning[] = [];
  if (type === 'image/webp') {
    out.push({
      code: 'cover_format',
      message:
        'Apple Podcasts takes only JPEG or PNG covers, and this one is WebP. Save the cover as JPEG or PNG and choose it again.',
    });
  } else if (type !== 'image/jpeg' && type !== 'image/png') {
    out.push({
      code: 'cover_format',
      message:
        'Apple Podcasts takes only JPEG or PNG covers. Save the cover as JPEG or PNG and choose it again.',
    });
  }
  if (!size) return out;
  const { width, height } = size;
  if (width !== height) {
    out.push({
      code: 'cover_not_square',
      message: `Apple Podcasts needs a square cover, and this one is ${width} × ${height} pixels. Crop it to a square between ${px(APPLE_COVER_MIN)} and ${px(APPLE_COVER_MAX)} pixels.`,
    });
  } else if (width < APPLE_COVER_MIN) {
    out.push({
      code: 'cover_too_small',
      message: `Apple Podcasts needs a cover of at least ${px(APPLE_COVER_MIN)} pixels, and this one is ${width} × ${height}. Choose a larger square image (${px(APPLE_COVER_MAX)} is best).`,
    });
  } else if (width > APPLE_COVER_MAX) {
    out.push({
      code: 'cover_too_large',
      message: `Apple Podcasts takes covers of at most ${px(APPLE_COVER_MAX)} pixels, and this one is ${width} × ${height}. Scale it down to ${px(APPLE_COVER_MAX)}.`,
    });
  }
  return out;
}

// Apple decides by the file's extension: .mp3 and .m4a (also the video containers .mp4, .m4v
// and .mov). The names are for the formats the server stores and Apple refuses.
const ACCEPTED = /\.(mp3|m4a|mp4|m4v|mov)$/i;
const REFUSED: ReadonlyArray<[RegExp, string]> = [
  [/\.(wav|wave)$/i, 'WAV'],
  [/\.flac$/i, 'FLAC'],
  [/\.(ogg|oga)$/i, 'Ogg Vorbis'],
  [/\.opus$/i, 'Opus'],
  [/\.aac$/i, 'raw AAC (an .aac file)'],
  [/\.(aif|aiff)$/i, 'AIFF'],
];
const REFUSED_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/^audio\/(x-)?(wav|wave|vnd\.wave)$/, 'WAV'],
  [/^audio\/(x-)?flac$/, 'FLAC'],
  [/^audio\/opus$/, 'Opus'],
  [/^audio\/ogg$/, 'Ogg'],
  [/^audio\/(x-)?aac$/, 'raw AAC (an .aac file)'],
  [/^audio\/(x-)?aiff$/, 'AIFF'],
];

/** refusedAudioFormat names the format of an audio file Apple refuses, or null when it takes it. */
export function refusedAudioFormat(file: Pick<File, 'name' | 'type'>): string | null {
  if (ACCEPTED.test(file.name)) return null;
  for (const [re, name] of REFUSED) if (re.test(file.name)) return name;
  for (const [re, name] of REFUSED_TYPES) if (re.test(file.type)) return name;
  return null;
}

/**
 * audioWarning: the warning for an episode file Apple refuses, or null. `episode` names it:
 * its title, or its label ("Episode 2") while it has none.
 */
export function audioWarning(
  file: Pick<File, 'name' | 'type'>,
  episode: { title: string; label: string },
): FeedWarning | null {
  const format = refusedAudioFormat(file);
  if (!format) return null;
  const who = episode.title.trim() ? `"${episode.title.trim()}"` : episode.label;
  return {
    code: 'audio_format',
    message: `The audio of ${who} is ${format}, which Apple Podcasts does not take from a feed, so Apple will leave this episode out. Export it as MP3 or M4A (AAC) first.`,
  };
}

/** readImageSize reads an image file's natural size in the browser; null when it cannot. */
export function readImageSize(file: Blob): Promise<ImageSize | null> {
  if (typeof createImageBitmap === 'function') {
    return createImageBitmap(file).then(
      (bitmap) => {
        const size = { width: bitmap.width, height: bitmap.height };
        bitmap.close();
        return size;
      },
      () => null, // not an image the browser can decode
    );
  }
  return readWithImage(file);
}

// readWithImage is for browsers without createImageBitmap (Safari before 15).
function readWithImage(file: Blob): Promise<ImageSize | null> {
  if (typeof Image === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (size: ImageSize | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = url;
  });
}
