import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatQuantity } from '@/lib/format';
import { ListError } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { UserAvatar } from '@/components/user-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { useFollowedCreators } from '@/features/listen/api/library';
import { FollowingSection } from '@/features/listen/components/following-section';

/** FollowedCreators is the creators the listener follows, each a link to their page. */
function FollowedCreators() {
  const creators = useFollowedCreators();
  if (creators.isPending) {
    return (
      <div className="flex gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-56 rounded-xl" />
        ))}
      </div>
    );
  }
  if (creators.isError) {
    return (
      <ListError
        message={errorMessage(creators.error)}
        onRetry={() => void creators.refetch()}
        retrying={creators.isFetching}
      />
    );
  }
  // Following no one: "From creators you follow" below says how to start.
  if (creators.data.data.length === 0) return null;
  return (
    <section aria-labelledby="creators-heading" className="grid gap-3">
      <h2 id="creators-heading" className="text-lg font-semibold">
        Creators you follow
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {creators.data.data.map((c) => (
          <li key={c._id}>
            <Link
              to={paths.public.creator(c._id)}
              className="flex items-center gap-3 rounded-xl border bg-card p-3 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <UserAvatar src={c.avatar} name={c.name} className="size-10 text-sm" />
              <span className="grid min-w-0">
                <span className="truncate font-medium">{c.name}</span>
                <span className="text-xs text-muted-foreground">
                  {formatQuantity(c.followers, 'follower')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** FollowingPage is /app/following: who the listener follows, and what they published. */
export function FollowingPage() {
  return (
    <div className="grid gap-10">
      <PageHeader title="Following" description="The creators you follow and their newest items." />
      <FollowedCreators />
      <FollowingSection />
    </div>
  );
}
