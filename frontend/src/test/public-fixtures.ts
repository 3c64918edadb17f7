import type { Episode, MediaWithEpisodes } from '@/types/media';
import { testEpisode, testMedia } from '@/test/media-fixtures';
import type { PublicCreatorPage } from '@/features/public/api/get-public-creator';

/** guestEpisode is one public episode as GET /api/public/media gives it to a guest. */
function guestEpisode(position: number, title: string, duration: number): Episode {
  return testEpisode(position, {
    title,
    duration,
    streamUrl: `/api/media/episodes/e${position}/stream?guest=g${position}`,
  });
}

/** publicMedia is a sermon of two parts by Miriam Access, approved. */
export function publicMedia(overrides: Partial<MediaWithEpisodes> = {}): MediaWithEpisodes {
  return testMedia({
    title: 'On the Mount',
    description: 'Blessed are the poor in spirit.',
    type: 'sermon',
    category: { _id: 'k1', title: 'Teaching', type: 'sermon' },
    artist: { _id: 'c1', name: 'Miriam Access' },
    likes: 4,
    plays: 12,
    duration: 300,
    episodeCount: 2,
    noOfEpisodes: 2,
    preacher: 'Pastor Daniel',
    theme: 'The Beatitudes',
    bibleReferences: [
      { book: 'Matthew', chapter: 5, verseFrom: 1, verseTo: 12, text: 'Matthew 5:1-12' },
    ],
    preachedAt: '2025-08-17',
    episodes: [guestEpisode(1, 'Blessed', 150), guestEpisode(2, 'Salt and Light', 150)],
    liked: false,
    ...overrides,
  });
}

/** creatorPage is GET /api/public/creators/c1's data for a guest. */
export function creatorPage(
  overrides: Partial<PublicCreatorPage['creator']> = {},
): PublicCreatorPage {
  return {
    creator: {
      _id: 'c1',
      name: 'Miriam Access',
      avatar: '',
      bio: 'Teaching the Sermon on the Mount, one verse at a time.',
      followers: 5,
      following: false,
      ...overrides,
    },
    media: { data: [publicMedia()], total: 1, page: 1, limit: 12 },
    feeds: [
      {
        kind: 'sermons',
        title: "Miriam Access's sermons",
        url: '/api/feeds/creators/c1/sermons.xml',
      },
      { kind: 'series', title: 'The Beatitudes', url: '/api/feeds/series/c1/the-beatitudes.xml' },
    ],
  };
}
