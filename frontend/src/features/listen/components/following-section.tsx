import * as React from 'react';
import { UserPlus } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { EmptyState } from '@/components/empty-state';
import { ItemGridSkeleton } from '@/components/item-card';
import { ListError } from '@/components/list-states';
import type { Media } from '@/types/media';
import { FOLLOWING_PAGE_SIZE, useFollowingMedia } from '@/features/listen/api/get-following';
import { ListenCardPages } from '@/features/listen/components/listen-card-pages';

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
    body = <ItemGridSkeleton count={FOLLOWING_PAGE_SIZE} />;
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
    body = <ListenCardPages items={items} pages={following} total={total} />;
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
