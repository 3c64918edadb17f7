import * as React from 'react';
import { UserPlus } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { Media } from '@/types/media';
import { ListenCard } from '@/features/listen/components/listen-card';
import { FOLLOWING_PAGE_SIZE, useFollowingMedia } from '@/features/follows/api/get-following';

// The browse grid's columns (listen-grid.tsx), so both lists' cards are the same size.
const GRID = 'grid grid-cols-2 gap-x-2 gap-y-4 sm:grid-cols-3 sm:gap-x-3 xl:grid-cols-4';

function FollowingSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: FOLLOWING_PAGE_SIZE }, (_, i) => (
        <div key={i} className="grid gap-2 p-2">
          <Skeleton className="aspect-square w-full rounded-lg" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** uniqueById keeps the first of each id: an item published between two pages shifts the next one. */
function uniqueById(items: Media[]): Media[] {
  const seen = new Set<string>();
  return items.filter((m) => (seen.has(m._id) ? false : (seen.add(m._id), true)));
}

/**
 * FollowingSection is /app's "From creators you follow": the newest approved items of the
 * creators the listener follows, a page at a time, with "Show more".
 */
export function FollowingSection() {
  const following = useFollowingMedia();
  const items = React.useMemo(
    () => uniqueById(following.data?.pages.flatMap((p) => p.data) ?? []),
    [following.data],
  );
  const total = following.data?.pages[0]?.total ?? 0;

  let body: React.ReactNode;
  if (following.isPending) {
    body = <FollowingSkeleton />;
  } else if (following.isError && !following.data) {
    body = (
      <ListError
        message={errorMessage(following.error)}
        onRetry={() => void following.refetch()}
        retrying={following.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        className="py-8"
        icon={<UserPlus aria-hidden="true" />}
        title="You don’t follow anyone yet"
        description="Open a creator’s page, or any of their songs, podcasts or sermons, and press Follow. What they publish next shows up here, and we’ll email you when it goes live."
      />
    );
  } else {
    body = (
      <div className="grid gap-4">
        <ul className={GRID}>
          {items.map((media) => (
            <li key={media._id}>
              <ListenCard media={media} showType />
            </li>
          ))}
        </ul>
        {following.hasNextPage ? (
          <div className="flex flex-col items-center gap-2">
            <Button
              variant="outline"
              onClick={() => void following.fetchNextPage()}
              disabled={following.isFetchingNextPage}
            >
              {following.isFetchingNextPage ? <Spinner label="" /> : null}
              Show more
            </Button>
            {following.isFetchNextPageError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errorMessage(following.error, 'More could not be loaded. Please try again.')}
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">
                Showing {formatCount(items.length)} of {formatCount(total)}
              </p>
            )}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="following-heading" className="grid gap-3">
      <h2 id="following-heading" className="text-lg font-semibold">
        From creators you follow
      </h2>
      {body}
    </section>
  );
}
