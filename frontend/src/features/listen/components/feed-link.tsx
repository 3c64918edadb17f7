import { Check, Copy, Rss } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { apiPaths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** feedUrl is a podcast's public RSS feed as a full address to paste into a podcast app. */
export function feedUrl(id: string, origin = window.location.origin): string {
  return origin + apiPaths.feeds.podcast(id);
}

/** FeedLink shows a podcast's RSS feed with a copy button, for any podcast app. */
export function FeedLink({ id }: { id: string }) {
  const url = feedUrl(id);
  const [copied, setCopied] = React.useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Feed link copied');
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy. Select the link and copy it instead.');
    }
  };
  return (
    <section
      aria-labelledby="feed-heading"
      className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="feed-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Rss className="size-4 text-orange-600" aria-hidden="true" />
        RSS feed
      </h2>
      <p className="text-xs text-muted-foreground">
        Follow this podcast in any podcast app with its feed.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={url}
          aria-label="RSS feed link"
          onFocus={(e) => e.currentTarget.select()}
          className="h-9 min-w-0 text-xs"
        />
        <Button
          variant="outline"
          size="icon"
          className="size-9 shrink-0"
          onClick={() => void copy()}
          aria-label="Copy feed link"
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </Button>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="w-fit text-xs font-medium text-primary-strong hover:underline"
      >
        Open feed
      </a>
    </section>
  );
}
