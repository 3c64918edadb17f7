import { describe, expect, it } from 'vitest';
import {
  buildUploadFormData,
  emptyEpisode,
  emptyUploadValues,
  serverFieldPath,
  uploadMediaSchema,
  type UploadMediaValues,
} from '@/features/creator/api/upload-media';
import { isAudioFile } from '@/lib/media-files';

const cover = new File(['img'], 'cover.png', { type: 'image/png' });
const song = new File(['mp3'], 'song.mp3', { type: 'audio/mpeg' });
const song2 = new File(['m4a'], 'song2.m4a', { type: '' });

function filled(overrides: Partial<UploadMediaValues> = {}): UploadMediaValues {
  return {
    ...emptyUploadValues(),
    title: ' Morning Praise ',
    genre: 'g1',
    description: 'Songs for the morning',
    coverArt: cover,
    episodes: [
      { ...emptyEpisode(), title: 'Track one', audio: song, lyrics: 'Hallelujah' },
      { ...emptyEpisode(), title: 'Track two', audio: song2, genre: 'g2' },
    ],
    ...overrides,
  };
}

describe('uploadMediaSchema', () => {
  it('requires Title, Genre, Description, Cover Image and each episode title and audio', () => {
    const result = uploadMediaSchema.safeParse(emptyUploadValues());
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(issues).toEqual({
      title: 'Please enter a title',
      genre: 'Please choose a genre',
      description: 'Please enter a description',
      coverArt: 'Please choose a cover image',
      'episodes.0.title': 'Please enter a title',
      'episodes.0.audio': 'Please choose an audio file',
    });
  });

  it('takes only images as covers and audio as episodes', () => {
    const result = uploadMediaSchema.safeParse(
      filled({
        coverArt: new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
        episodes: [
          {
            ...emptyEpisode(),
            title: 'A',
            audio: new File(['x'], 'a.txt', { type: 'text/plain' }),
          },
        ],
      }),
    );
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(issues).toEqual({
      coverArt: 'The cover image must be a JPEG, PNG or WebP image',
      'episodes.0.audio':
        'Please choose an audio file (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)',
    });
  });

  it('passes a complete form', () => {
    expect(uploadMediaSchema.safeParse(filled()).success).toBe(true);
  });

  it('recognises audio by extension when the browser gives no type', () => {
    expect(isAudioFile(song2)).toBe(true);
    expect(isAudioFile(new File([''], 'x.flac', { type: '' }))).toBe(true);
    expect(isAudioFile(new File([''], 'x.exe', { type: '' }))).toBe(false);
  });
});

describe('buildUploadFormData', () => {
  it('sends metadata as JSON, the cover, and one audio per episode in order', () => {
    const form = buildUploadFormData('album', filled());
    expect(JSON.parse(form.get('podcastMetadata') as string)).toEqual({
      title: 'Morning Praise',
      description: 'Songs for the morning',
      genre: 'g1',
      type: 'album',
    });
    expect(form.get('coverArt')).toBe(cover);
    expect(JSON.parse(form.get('episodesMetadata') as string)).toEqual([
      { title: 'Track one', description: '', genre: '', lyrics: 'Hallelujah' },
      { title: 'Track two', description: '', genre: 'g2', lyrics: '' },
    ]);
    expect(form.getAll('episodeAudios')).toEqual([song, song2]);
  });

  it('adds the sermon fields, the passages as typed', () => {
    const form = buildUploadFormData(
      'sermon',
      filled({
        preacher: 'Pastor Ade',
        theme: 'Walking in Faith',
        bibleReferences: ' John 3:16-18; Rom 8 ',
        category: 'c1',
        preachedAt: '2025-08-17',
      }),
    );
    expect(JSON.parse(form.get('podcastMetadata') as string)).toEqual({
      title: 'Morning Praise',
      description: 'Songs for the morning',
      genre: 'g1',
      type: 'sermon',
      preacher: 'Pastor Ade',
      theme: 'Walking in Faith',
      bibleReferences: 'John 3:16-18; Rom 8',
      category: 'c1',
      preachedAt: '2025-08-17',
    });
  });

  it('adds the category of a podcast, and no sermon fields', () => {
    const form = buildUploadFormData('podcast', filled({ category: 'c2', preacher: 'x' }));
    expect(JSON.parse(form.get('podcastMetadata') as string)).toEqual({
      title: 'Morning Praise',
      description: 'Songs for the morning',
      genre: 'g1',
      type: 'podcast',
      category: 'c2',
    });
  });
});

describe('serverFieldPath', () => {
  it('maps the server keys onto the form', () => {
    expect(serverFieldPath('title')).toBe('title');
    expect(serverFieldPath('episodes.0.title')).toBe('episodes.0.title');
    expect(serverFieldPath('episodeAudios.1')).toBe('episodes.1.audio');
    expect(serverFieldPath('podcastMetadata.genre')).toBe('genre');
    expect(serverFieldPath('bibleReferences')).toBe('bibleReferences');
  });
});
