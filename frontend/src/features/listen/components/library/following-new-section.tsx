import * as React from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { BrowseEmptyState } from '@/components/browse-empty-state';
import { ITEM_GRID, ItemGridSkeleton } from '@/components/item-card';
import { ListError } from '@/components/list-states';
import { UserAvatar } from '@/components/user-avatar';
import { getFollowingMedia } from '@/features/listen/api/get-following';
import { listenKeys } from '@/features/listen/api/keys';
import { useFollowedCreators, type FollowedCreator } from '@/features/listen/api/library';
import { ListenCard } from '@/features/listen/components/listen-card';
import { LibraryShelf } from '@/features/listen/components/library/library-shelf';
import { publishedSince, type LastVisit } from '@/features/listen/utils/last-visit';

/** NEW_ITEMS_LOOKED_AT: how many of the newest items of followed creators are compared with the visit. */
const NEW_ITEMS_LOOKED_AT = 48;

function CreatorChip({ creator, fresh }: { creator: FollowedCreator; fresh: number }) {
  return (
    <li>
      <Link
        to={paths.public.creator(creator._id)}
        className="flex items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm font-medium hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <UserAvatar src={creator.avatar} name={creator.name} className="size-7 text-xs" />
        <span className="max-w-40 truncate">{creator.name}</span>
        {fresh > 0 ? (
          <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-900">
            {fresh} new
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * FollowingNewSection is the library's followed creators, each with how many items they
 * published since the listener's last visit (a week on a first visit), and those new items.
 */
export function FollowingNewSection({ visit }: { visit: LastVisit }) {
  const { since } = visit;
  const creators = useFollowedCreators();
  const media = useQuery({
    queryKey: [...listenKeys.library(), 'following-media'],
    queryFn: () => getFollowingMedia(1, NEW_ITEMS_LOOKED_AT),
    staleTime: 0,
  });
  const fresh = React.useMemo(
    () => publishedSince(media.data?.data ?? [], since),
    [media.data, since],
  );
  const freshBy = React.useMemo(() => {
    const counts = new Map<string, number>();
    for (const m of fresh) counts.set(m.artist._id, (counts.get(m.artist._id) ?? 0) + 1);
    return counts;
  }, [fresh]);

  let body: React.ReactNode;
  if (creators.isPending || media.isPending) {
    body = <ItemGridSkeleton count={4} />;
  } else if (creators.isError || media.isError) {
    const failed = creators.isError ? creators : media;
    body = (
      <ListError
        message={errorMessage(failed.error)}
        onRetry={() => void Promise.all([creators.refetch(), media.refetch()])}
        retrying={creators.isFetching || media.isFetching}
      />
    );
  } else if (creators.data.data.length === 0) {
    body = (
      <BrowseEmptyState
        icon={<UserPlus aria-hidden="true" />}
        title="You don’t follow anyone yet"
        description="Press Follow on a creator’s page or on any of their items. What they publish next shows up here."
      />
    );
  } else {
    body = (
      <div className="grid gap-4">
        <ul className="flex flex-wrap gap-2" aria-label="Creators you follow">
          {creators.data.data.map((c) => (
            <CreatorChip key={c._id} creator={c} fresh={freshBy.get(c._id) ?? 0} />
          ))}
        </ul>
        {fresh.length === 0 ? (
          <p className="rounded-xl border border-dashed bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">
            {visit.first ? 'Nothing new this week.' : 'Nothing new since your last visit.'}
          </p>
        ) : (
          <ul className={ITEM_GRID} aria-label="New since your last visit">
            {fresh.map((m) => (
              <li key={m._id}>
                <ListenCard media={m} showType />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <LibraryShelf
      id="following"
      title="New from creators you follow"
      description={
        !creators.data?.data.length
          ? undefined
          : visit.first
            ? 'What they published in the last week.'
            : `What they published since your last visit on ${formatDate(new Date(since).toISOString())}.`
      }
    >
      {body}
    </LibraryShelf>
  );
}
