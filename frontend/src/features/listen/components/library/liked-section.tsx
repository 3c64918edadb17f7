import * as React from 'react';
import { Heart } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { BrowseEmptyState } from '@/components/browse-empty-state';
import { ItemGridSkeleton } from '@/components/item-card';
import { ListError } from '@/components/list-states';
import { useLiked } from '@/features/listen/api/library';
import { ListenCardPages } from '@/features/listen/components/listen-card-pages';
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
    body = <ListenCardPages items={items} pages={liked} total={total} />;
  }
  return (
    <LibraryShelf id="liked" title="Liked">
      {body}
    </LibraryShelf>
  );
}
