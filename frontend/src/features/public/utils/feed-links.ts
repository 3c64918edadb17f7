import type { PublicFeed } from '@/features/public/api/get-public-creator';

/** absoluteFeedUrl is a root-relative feed URL as the full address a podcast app needs. */
export function absoluteFeedUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}

/**
 * podcastAppUrl is the feed's address in the `podcast:` scheme, which podcast apps (Apple
 * Podcasts, Overcast, AntennaPod and others) register to open a subscribe screen.
 */
export function podcastAppUrl(absoluteUrl: string): string {
  return absoluteUrl.replace(/^https?:\/\//i, 'podcast://');
}

/**
 * feedsForMedia are the feeds an item's page offers: a podcast's own feed; for a sermon, all
 * of its creator's sermons and the series it belongs to (the creator's series feed whose title
 * is its theme). `creatorFeeds` are the creator's, from their public profile.
 */
export function feedsForMedia(
  media: { _id: string; type: string; title: string; theme?: string },
  creatorFeeds: PublicFeed[],
  podcastFeedUrl: (id: string) => string,
): PublicFeed[] {
  if (media.type === 'podcast')
    return [{ kind: 'podcast', title: media.title, url: podcastFeedUrl(media._id) }];
  if (media.type !== 'sermon') return [];
  const theme = media.theme?.trim().toLowerCase() ?? '';
  return creatorFeeds.filter(
    (f) =>
      f.kind === 'sermons' ||
      (f.kind === 'series' && theme !== '' && f.title.trim().toLowerCase() === theme),
  );
}
