import { Copy, Podcast, Rss } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { FeedKind, PublicFeed } from '@/features/public/api/get-public-creator';
import { absoluteFeedUrl, podcastAppUrl } from '@/features/public/utils/feed-links';

const KIND_LABEL: Record<FeedKind, string> = {
  podcast: 'Podcast',
  sermons: 'All sermons',
  series: 'Sermon series',
};

async function copyFeed(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Feed link copied');
  } catch {
    toast.error('Could not copy. Your browser did not allow it.');
  }
}

/**
 * FeedLinks lists podcast feeds to follow outside Selah: each opens in a podcast app (the
 * `podcast:` link) or copies its address to paste into one. Nothing when there are none.
 */
export function FeedLinks({
  feeds,
  headingLevel = 2,
}: {
  feeds: PublicFeed[];
  headingLevel?: 2 | 3;
}) {
  if (feeds.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const origin = window.location.origin;
  return (
    <section
      aria-labelledby="feeds-heading"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <Heading id="feeds-heading" className="flex items-center gap-2 text-sm font-semibold">
          <Rss className="size-4 text-orange-600" aria-hidden="true" />
          Follow in a podcast app
        </Heading>
        <p className="text-xs text-muted-foreground">
          New episodes arrive in your podcast app as they are published.
        </p>
      </div>
      <ul className="grid gap-3">
        {feeds.map((feed) => {
          const url = absoluteFeedUrl(feed.url, origin);
          return (
            <li key={feed.url} className="grid gap-2 border-t pt-3 first:border-t-0 first:pt-0">
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  {KIND_LABEL[feed.kind] ?? 'Feed'}
                </p>
                <p className="text-sm font-medium break-words">{feed.title}</p>
              </div>
              <div className="flex items-center gap-2">
                <Button asChild size="sm" variant="outline" className="min-w-0 flex-1 sm:flex-none">
                  <a href={podcastAppUrl(url)}>
                    <Podcast aria-hidden="true" />
                    Follow in a podcast app{' '}
                    {/* The name says which feed; it starts with the visible words (WCAG 2.5.3). */}
                    <span className="sr-only">({feed.title})</span>
                  </a>
                </Button>
                <Button
                  size="icon"
                  variant="outline"
                  className="size-8 shrink-0"
                  onClick={() => void copyFeed(url)}
                  aria-label={`Copy feed link: ${feed.title}`}
                  title="Copy feed link"
                >
                  <Copy aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
