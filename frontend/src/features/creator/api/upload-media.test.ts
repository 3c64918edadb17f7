import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as resumable from '@/lib/resumable-upload';
import { uploadFiles } from '@/lib/resumable-upload';
import { fail, mockFetch } from '@/test/fetch-mock';
import {
  buildFromUploadsBody,
  episodesMetadata,
  FinishedUploads,
  emptyEpisode,
  emptyUploadValues,
  mediaMetadata,
  releaseFields,
  serverFieldPath,
  uploadMediaResumable,
  uploadMediaSchema,
  type UploadMediaValues,
} from '@/features/creator/api/upload-media';
import { isAudioFile } from '@/lib/media-files';

vi.mock('@/lib/resumable-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof resumable>()),
  uploadFiles: vi.fn(),
  terminateUpload: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadFiles).mockReset();
});

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

  it('takes a language code and an empty or valid owner email', () => {
    const issues = (values: Partial<UploadMediaValues>) =>
      Object.fromEntries(
        (uploadMediaSchema.safeParse(filled(values)).error?.issues ?? []).map((i) => [
          i.path.join('.'),
          i.message,
        ]),
      );
    expect(issues({ language: 'pt', ownerEmail: '' })).toEqual({});
    expect(issues({ ownerEmail: ' shows@church.example ' })).toEqual({});
    expect(issues({ language: 'english', ownerEmail: 'not an email' })).toEqual({
      language: 'Please choose a language from the list',
      ownerEmail: 'Please enter a valid email address',
    });
  });

  it('takes no release time, or one in the future, in the server’s words', () => {
    const issues = (publishAt: string) =>
      (uploadMediaSchema.safeParse(filled({ publishAt })).error?.issues ?? []).map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(issues('')).toEqual([]);
    expect(issues('2099-12-01T06:00')).toEqual([]);
    expect(issues('2020-12-01T06:00')).toEqual([
      ['publishAt', 'The release time must be in the future'],
    ]);
    // A minute ago is the past too.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${aMinuteAgo.getFullYear()}-${pad(aMinuteAgo.getMonth() + 1)}-${pad(
      aMinuteAgo.getDate(),
    )}T${pad(aMinuteAgo.getHours())}:${pad(aMinuteAgo.getMinutes())}`;
    expect(issues(local)).toEqual([['publishAt', 'The release time must be in the future']]);
  });

  it('recognises audio by extension when the browser gives no type', () => {
    expect(isAudioFile(song2)).toBe(true);
    expect(isAudioFile(new File([''], 'x.flac', { type: '' }))).toBe(true);
    expect(isAudioFile(new File([''], 'x.exe', { type: '' }))).toBe(false);
  });
});

describe('mediaMetadata and episodesMetadata', () => {
  it('trim the common fields and list the episodes in order', () => {
    expect(mediaMetadata('album', filled())).toEqual({
      title: 'Morning Praise',
      description: 'Songs for the morning',
      genre: 'g1',
      type: 'album',
    });
    expect(episodesMetadata(filled())).toEqual([
      { title: 'Track one', description: '', genre: '', lyrics: 'Hallelujah' },
      { title: 'Track two', description: '', genre: 'g2', lyrics: '' },
    ]);
  });

  it('add the sermon fields, the passages as typed', () => {
    const meta = mediaMetadata(
      'sermon',
      filled({
        preacher: 'Pastor Ade',
        theme: 'Walking in Faith',
        bibleReferences: ' John 3:16-18; Rom 8 ',
        category: 'c1',
        preachedAt: '2025-08-17',
      }),
    );
    expect(meta).toEqual({
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

  it('add the category and language of a podcast, and no sermon fields', () => {
    expect(
      mediaMetadata('podcast', filled({ category: 'c2', preacher: 'x', language: 'yo' })),
    ).toEqual({
      title: 'Morning Praise',
      description: 'Songs for the morning',
      genre: 'g1',
      type: 'podcast',
      category: 'c2',
      language: 'yo',
    });
  });

  it("send a podcast's owner email only when one is given", () => {
    expect(
      mediaMetadata('podcast', filled({ ownerEmail: ' shows@church.example ', language: 'en' })),
    ).toMatchObject({ language: 'en', ownerEmail: 'shows@church.example' });
    const album = mediaMetadata('album', filled({ ownerEmail: 'shows@church.example' }));
    expect(album).not.toHaveProperty('ownerEmail');
    expect(album).not.toHaveProperty('language');
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

  it('maps the upload ids of upload-media-from-uploads onto the file fields', () => {
    expect(serverFieldPath('coverUpload')).toBe('coverArt');
    expect(serverFieldPath('coverArt')).toBe('coverArt');
    expect(serverFieldPath('episodeUploads.0')).toBe('episodes.0.audio');
    expect(serverFieldPath('episodeUploads.12')).toBe('episodes.12.audio');
  });
});

describe('buildFromUploadsBody', () => {
  it('carries the same metadata as upload-media and the upload ids in episode order', () => {
    expect(
      buildFromUploadsBody('sermon', filled({ preacher: 'Pastor Ade', category: 'c1' }), 'c', [
        'e1',
        'e2',
      ]),
    ).toEqual({
      podcastMetadata: {
        title: 'Morning Praise',
        description: 'Songs for the morning',
        genre: 'g1',
        type: 'sermon',
        preacher: 'Pastor Ade',
        theme: '',
        bibleReferences: '',
        category: 'c1',
      },
      episodesMetadata: [
        { title: 'Track one', description: '', genre: '', lyrics: 'Hallelujah' },
        { title: 'Track two', description: '', genre: 'g2', lyrics: '' },
      ],
      coverUpload: 'c',
      episodeUploads: ['e1', 'e2'],
    });
  });
});

describe('releaseFields', () => {
  it('says nothing for an upload sent to review with no release time', () => {
    expect(releaseFields({ publishAt: '' }, false)).toEqual({});
  });

  it('marks a draft and sends the release time as UTC', () => {
    const utc = new Date(2099, 11, 1, 6, 0).toISOString();
    expect(releaseFields({ publishAt: '2099-12-01T06:00' }, true)).toEqual({
      draft: true,
      publishAt: utc,
    });
    expect(releaseFields({ publishAt: '2099-12-01T06:00' }, false)).toEqual({ publishAt: utc });
    expect(utc.endsWith('Z')).toBe(true);
  });

  it('puts them beside the upload ids in the from-uploads body', () => {
    const body = buildFromUploadsBody(
      'album',
      filled({ publishAt: '2099-12-01T06:00' }),
      'c',
      ['e1', 'e2'],
      true,
    );
    expect(body).toMatchObject({
      coverUpload: 'c',
      episodeUploads: ['e1', 'e2'],
      draft: true,
      publishAt: new Date(2099, 11, 1, 6, 0).toISOString(),
    });
    // Neither is part of the item's metadata.
    expect(body.podcastMetadata).not.toHaveProperty('publishAt');
    expect(body.podcastMetadata).not.toHaveProperty('draft');
  });
});

describe('FinishedUploads', () => {
  it('gives each file slot its own finished upload, forgets and prunes', () => {
    const finished = new FinishedUploads();
    const a = { id: 'a', url: '/api/uploads/a' };
    const b = { id: 'b', url: '/api/uploads/b' };
    finished.add(song, a);
    finished.add(song, b);
    finished.add(cover, { id: 'c', url: '/api/uploads/c' });
    // The same file picked for two episodes gets two different uploads, a third none.
    expect(finished.take([cover, song, song, song]).map((u) => u?.id ?? null)).toEqual([
      'c',
      'a',
      'b',
      null,
    ]);
    finished.forget('a');
    expect(finished.take([song]).map((u) => u?.id)).toEqual(['b']);
    expect(finished.prune([song]).map((u) => u.id)).toEqual(['c']);
    expect(finished.take([cover, song]).map((u) => u?.id ?? null)).toEqual([null, 'b']);
    finished.clear();
    expect(finished.take([song])).toEqual([null]);
  });
});

describe('uploadMediaResumable', () => {
  /** Each call "uploads" the files not already finished, with ids up-<try>-<index>. */
  function fakeUploads() {
    let tries = 0;
    vi.mocked(uploadFiles).mockImplementation(async (files, options) => {
      tries += 1;
      return files.map((f, i) => {
        const earlier = options?.finished?.[i];
        if (earlier) return earlier.id;
        const id = `up-${tries}-${i}`;
        options?.onFileDone?.(f, { id, url: `/api/uploads/${id}` });
        return id;
      });
    });
  }
  const sentIds = (call: { body: unknown }) => {
    const b = call.body as { coverUpload: string; episodeUploads: string[] };
    return [b.coverUpload, ...b.episodeUploads];
  };

  it('sends expired uploads again once, keeping the others', async () => {
    fakeUploads();
    let n = 0;
    const { calls } = mockFetch({
      'POST /api/media/upload-media-from-uploads': () =>
        ++n === 1
          ? fail(404, 'Track 2: this upload was not found.', {
              'episodeUploads.1': {
                code: 'not_found',
                message: 'Track 2: this upload was not found.',
              },
            })
          : {
              status: 201,
              body: {
                success: true,
                message: 'Album uploaded successfully!',
                data: { media: { _id: 'm1' } },
              },
            },
    });
    const finished = new FinishedUploads();
    const result = await uploadMediaResumable({ type: 'album', values: filled(), finished });
    expect(result.message).toBe('Album uploaded successfully!');
    expect(calls.map(sentIds)).toEqual([
      ['up-1-0', 'up-1-1', 'up-1-2'],
      ['up-1-0', 'up-1-1', 'up-2-2'],
    ]);
    expect(finished.take([cover])).toEqual([null]);
  });

  it('keeps the uploads after a metadata mistake, and drops them all when bytes are refused', async () => {
    fakeUploads();
    const answers = [
      fail(400, 'Please enter a title', {
        'podcastMetadata.title': { code: 'x', message: 'Please enter a title' },
      }),
      fail(400, 'Track 1 is not audio we can play', {
        'episodeAudios.0': { code: 'x', message: 'Not audio' },
      }),
      fail(400, 'Please enter a title', {
        'podcastMetadata.title': { code: 'x', message: 'Please enter a title' },
      }),
    ];
    const { calls } = mockFetch({
      'POST /api/media/upload-media-from-uploads': () => answers.shift()!,
    });
    const finished = new FinishedUploads();
    const values = filled();
    for (let i = 0; i < 3; i++) {
      await expect(uploadMediaResumable({ type: 'album', values, finished })).rejects.toThrow();
    }
    expect(calls.map(sentIds)).toEqual([
      ['up-1-0', 'up-1-1', 'up-1-2'],
      ['up-1-0', 'up-1-1', 'up-1-2'],
      ['up-3-0', 'up-3-1', 'up-3-2'],
    ]);
  });

  it("saves a draft: draft and publishAt in the body, 'Draft saved' when the server says nothing", async () => {
    fakeUploads();
    const { calls } = mockFetch({
      'POST /api/media/upload-media-from-uploads': () => ({
        status: 201,
        body: { success: true, data: { media: { _id: 'm1', adminStatus: 'draft' } } },
      }),
    });
    const result = await uploadMediaResumable({
      type: 'album',
      values: filled({ publishAt: '2099-12-01T06:00' }),
      draft: true,
      finished: new FinishedUploads(),
    });
    expect(result.message).toBe('Draft saved');
    expect(calls[0].body).toMatchObject({
      draft: true,
      publishAt: new Date(2099, 11, 1, 6, 0).toISOString(),
    });
  });

  it('does not try again when the uploads were already used', async () => {
    fakeUploads();
    const { calls } = mockFetch({
      'POST /api/media/upload-media-from-uploads': () =>
        fail(409, 'These uploads were already used or cancelled'),
    });
    const finished = new FinishedUploads();
    await expect(
      uploadMediaResumable({ type: 'album', values: filled(), finished }),
    ).rejects.toThrow('These uploads were already used or cancelled');
    expect(calls).toHaveLength(1);
    expect(finished.take([cover, song, song2])).toEqual([null, null, null]);
  });
});
