import * as React from 'react';
import { Heart } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { BrowseEmptyState } from '@/components/browse-empty-state';
import { ITEM_GRID, ItemGridSkeleton } from '@/components/item-card';
import { ListError, LoadMore } from '@/components/list-states';
import { useLiked } from '@/features/listen/api/library';
import { ListenCard } from '@/features/listen/components/listen-card';
import { LibraryShelf } from '@/features/listen/components/library/library-shelf';

/** LikedSection is the library's liked items, the latest liked first, a page at a time. */
export function LikedSection() {
  const liked = useLiked();
  const items = React.useMemo(() => liked.data?.pages.flatMap((p) => p.data) ?? [], [liked.data]);
  const total = liked.data?.pages[0]?.total ?? 0;

  let body: React.ReactNode;
  if (liked.isPending) {
    body = <ItemGridSkeleton count={4} />;
  } else if (liked.isError && !liked.data) {
    body = (
      <ListError
        message={errorMessage(liked.error)}
        onRetry={() => void liked.refetch()}
        retrying={liked.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <BrowseEmptyState
        icon={<Heart aria-hidden="true" />}
        title="No liked items yet"
        description="Press the heart on a song, podcast or sermon you love, and it will be kept here."
      />
    );
  } else {
    body = (
      <div className="grid gap-4">
        <ul className={ITEM_GRID}>
          {items.map((media) => (
            <li key={media._id}>
              <ListenCard media={media} showType />
            </li>
          ))}
        </ul>
        <LoadMore pages={liked} label="Show more" shown={items.length} total={total} />
      </div>
    );
  }
  return (
    <LibraryShelf id="liked" title="Liked">
      {body}
    </LibraryShelf>
  );
}
