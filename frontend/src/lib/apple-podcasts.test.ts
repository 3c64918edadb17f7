import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  audioWarning,
  coverWarnings,
  readImageSize,
  refusedAudioFormat,
} from '@/lib/apple-podcasts';

const file = (name: string, type = '') => ({ name, type });

describe('coverWarnings', () => {
  it('takes a JPEG or PNG square of 1400 to 3000 pixels', () => {
    expect(coverWarnings('image/png', { width: 1400, height: 1400 })).toEqual([]);
    expect(coverWarnings('image/jpeg', { width: 3000, height: 3000 })).toEqual([]);
    // The size not read yet: only the type is judged.
    expect(coverWarnings('image/jpeg', null)).toEqual([]);
  });

  it('says what is wrong and what to do, in the words the server uses', () => {
    const [small] = coverWarnings('image/png', { width: 600, height: 600 });
    expect(small).toEqual({
      code: 'cover_too_small',
      message:
        'Apple Podcasts needs a cover of at least 1400 × 1400 pixels, and this one is 600 × 600. Choose a larger square image (3000 × 3000 is best).',
    });
    expect(coverWarnings('image/png', { width: 1399, height: 1399 })[0]?.code).toBe(
      'cover_too_small',
    );
    expect(coverWarnings('image/png', { width: 1600, height: 1400 })).toEqual([
      {
        code: 'cover_not_square',
        message:
          'Apple Podcasts needs a square cover, and this one is 1600 × 1400 pixels. Crop it to a square between 1400 × 1400 and 3000 × 3000 pixels.',
      },
    ]);
    expect(coverWarnings('image/jpeg', { width: 3001, height: 3001 })[0]?.message).toBe(
      'Apple Podcasts takes covers of at most 3000 × 3000 pixels, and this one is 3001 × 3001. Scale it down to 3000 × 3000.',
    );
    expect(coverWarnings('image/webp', { width: 500, height: 400 }).map((w) => w.code)).toEqual([
      'cover_format',
      'cover_not_square',
    ]);
    expect(coverWarnings('image/webp', null)[0]?.message).toBe(
      'Apple Podcasts takes only JPEG or PNG covers, and this one is WebP. Save the cover as JPEG or PNG and choose it again.',
    );
  });
});

describe('audioWarning', () => {
  it('takes MP3 and M4A (AAC), and the video containers Apple lists', () => {
    for (const f of [
      file('a.mp3', 'audio/mpeg'),
      file('b.m4a', ''),
      file('C.MP3'),
      file('d.mp4', 'video/mp4'),
      file('noext', 'audio/mpeg'),
    ]) {
      expect(refusedAudioFormat(f)).toBeNull();
      expect(audioWarning(f, { title: 'x', label: 'Episode 1' })).toBeNull();
    }
  });

  it('names the formats Apple refuses from a feed, by extension or type', () => {
    expect(refusedAudioFormat(file('a.wav'))).toBe('WAV');
    expect(refusedAudioFormat(file('a.flac'))).toBe('FLAC');
    expect(refusedAudioFormat(file('a.ogg'))).toBe('Ogg Vorbis');
    expect(refusedAudioFormat(file('a.opus'))).toBe('Opus');
    expect(refusedAudioFormat(file('a.aac'))).toBe('raw AAC (an .aac file)');
    expect(refusedAudioFormat(file('recording', 'audio/x-wav'))).toBe('WAV');
    expect(refusedAudioFormat(file('recording', 'audio/flac'))).toBe('FLAC');
  });

  it('names the episode by its title, or its label while it has none', () => {
    expect(audioWarning(file('a.wav'), { title: ' Be Still ', label: 'Episode 1' })).toEqual({
      code: 'audio_format',
      message:
        'The audio of "Be Still" is WAV, which Apple Podcasts does not take from a feed, so Apple will leave this episode out. Export it as MP3 or M4A (AAC) first.',
    });
    expect(audioWarning(file('a.flac'), { title: '', label: 'Episode 2' })?.message).toMatch(
      /^The audio of Episode 2 is FLAC,/,
    );
  });
});

describe('readImageSize', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the image's natural size with createImageBitmap", async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 1400, height: 1200, close })),
    );
    await expect(readImageSize(new Blob(['x']))).resolves.toEqual({ width: 1400, height: 1200 });
    expect(close).toHaveBeenCalled();
  });

  it('is null when the browser cannot read it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('not an image'))),
    );
    await expect(readImageSize(new Blob(['x']))).resolves.toBeNull();
  });
});
