import type { Episode, MediaWithEpisodes } from '@/types/media';

/**
 * testEpisode is episode `e{position}` of item m1 as the listener's API gives it (approved,
 * signed stream URL); a test sets what it looks at.
 */
export function testEpisode(position: number, overrides: Partial<Episode> = {}): Episode {
  return {
    _id: `e${position}`,
    mediaId: 'm1',
    position,
    title: `Track ${position}`,
    description: '',
    genre: '',
    lyrics: '',
    duration: 60,
    adminStatus: 'active',
    plays: 0,
    audioUrl: '',
    streamUrl: `/api/media/episodes/e${position}/stream?token=t`,
    resumeAt: 0,
    format: 'mp3',
    createdAt: '2025-08-18T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * testMedia is item m1, approved, by Grace Okafor (c1), with no episodes, figures or details:
 * a test sets what it looks at.
 */
export function testMedia(overrides: Partial<MediaWithEpisodes> = {}): MediaWithEpisodes {
  return {
    _id: 'm1',
    title: 'Morning Praise',
    description: '',
    type: 'album',
    genre: null,
    category: null,
    artist: { _id: 'c1', name: 'Grace Okafor' },
    coverArt: '',
    image: '',
    thumbnail: '',
    adminStatus: 'active',
    statusReason: '',
    reviewedAt: null,
    createdAt: '2025-08-18T10:00:00.000Z',
    updatedAt: '2025-08-18T10:00:00.000Z',
    likes: 0,
    plays: 0,
    duration: 0,
    episodeCount: 0,
    noOfEpisodes: 0,
    preacher: '',
    theme: '',
    bibleReferences: [],
    preachedAt: null,
    tags: [],
    episodes: [],
    ...overrides,
  };
}
