import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/paths';
import type { PublicFeed } from '@/features/public/api/get-public-creator';
import { absoluteFeedUrl, feedsForMedia, podcastAppUrl } from '@/features/public/utils/feed-links';

const creatorFeeds: PublicFeed[] = [
  { kind: 'podcast', title: 'Quiet Waters', url: '/api/feeds/podcasts/p1.xml' },
  { kind: 'sermons', title: "Miriam's sermons", url: '/api/feeds/creators/c1/sermons.xml' },
  { kind: 'series', title: 'The Beatitudes', url: '/api/feeds/series/c1/the-beatitudes.xml' },
  { kind: 'series', title: 'Psalms', url: '/api/feeds/series/c1/psalms.xml' },
];

describe('feed links', () => {
  it('makes a root-relative feed absolute and keeps an absolute one', () => {
    expect(absoluteFeedUrl('/api/feeds/podcasts/p1.xml', 'https://selah.example')).toBe(
      'https://selah.example/api/feeds/podcasts/p1.xml',
    );
    expect(absoluteFeedUrl('https://cdn.example/f.xml', 'https://selah.example')).toBe(
      'https://cdn.example/f.xml',
    );
  });

  it('opens a podcast app with the podcast: scheme', () => {
    expect(podcastAppUrl('https://selah.example/api/feeds/podcasts/p1.xml')).toBe(
      'podcast://selah.example/api/feeds/podcasts/p1.xml',
    );
    expect(podcastAppUrl('http://127.0.0.1:8090/f.xml')).toBe('podcast://127.0.0.1:8090/f.xml');
  });

  it("offers a podcast's own feed on its page", () => {
    const podcast = { _id: 'p9', type: 'podcast', title: 'Morning Light' };
    expect(feedsForMedia(podcast, creatorFeeds, apiPaths.feeds.podcast)).toEqual([
      { kind: 'podcast', title: 'Morning Light', url: '/api/feeds/podcasts/p9.xml' },
    ]);
  });

  it("offers a sermon's creator's sermons and its own series", () => {
    const sermon = { _id: 's1', type: 'sermon', title: 'Blessed', theme: ' the beatitudes ' };
    expect(feedsForMedia(sermon, creatorFeeds, apiPaths.feeds.podcast).map((f) => f.kind)).toEqual([
      'sermons',
      'series',
    ]);
    expect(feedsForMedia(sermon, creatorFeeds, apiPaths.feeds.podcast)[1].title).toBe(
      'The Beatitudes',
    );
    const noSeries = { ...sermon, theme: '' };
    expect(feedsForMedia(noSeries, creatorFeeds, apiPaths.feeds.podcast)).toHaveLength(1);
  });

  it('offers no feed on an album', () => {
    const album = { _id: 'a1', type: 'album', title: 'Hymns' };
    expect(feedsForMedia(album, creatorFeeds, apiPaths.feeds.podcast)).toEqual([]);
  });
});
