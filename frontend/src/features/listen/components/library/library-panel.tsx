import * as React from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatQuantity } from '@/lib/format';
import { SidebarLibraryCard } from '@/components/sidebar-library-card';
import { useHistory, useLiked } from '@/features/listen/api/library';

/**
 * ListenerLibraryPanel is the sidebar's Library for an account that listens (has uploaded
 * nothing): how many items it liked and episodes it played, one click from /app/library.
 */
export function ListenerLibraryPanel() {
  // One row of each list is enough for its total.
  const liked = useLiked(1);
  const history = useHistory(1);
  // The panel stays while the listener likes and plays on other pages: ask again on each move.
  const { pathname } = useLocation();
  const { refetch: refetchLiked } = liked;
  const { refetch: refetchHistory } = history;
  const first = React.useRef(true);
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetchLiked();
    void refetchHistory();
  }, [pathname, refetchLiked, refetchHistory]);
  const likedTotal = liked.data?.pages[0]?.total ?? 0;
  const playedTotal = history.data?.pages[0]?.total ?? 0;
  const pending = liked.isPending || history.isPending;
  const failed = liked.isError || history.isError;
  return (
    <SidebarLibraryCard pending={pending} failed={failed}>
      {likedTotal + playedTotal === 0 ? (
        <>
          <p className="text-sm font-medium">Your library is empty</p>
          <p className="mt-1 text-xs text-muted-foreground">
            What you like and play will appear here.
          </p>
        </>
      ) : (
        <p className="text-sm font-medium">
          {formatQuantity(likedTotal, 'liked item')} · {formatQuantity(playedTotal, 'episode')}{' '}
          played
        </p>
      )}
      <Link
        to={paths.app.library}
        className="mt-2 inline-block text-xs font-medium text-primary-strong hover:underline"
      >
        Open your library
      </Link>
    </SidebarLibraryCard>
  );
}
