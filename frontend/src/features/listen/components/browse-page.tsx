import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import { Headphones, SearchX } from 'lucide-react';
import { errorMessage, isApiError } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useUserAuth } from '@/lib/auth/user-auth';
import { EmptyState } from '@/components/empty-state';
import { ItemGridSkeleton } from '@/components/item-card';
import { ListError, LoadMore } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useBrowseMedia } from '@/features/listen/api/browse-media';
import { BrowseToolbar } from '@/features/listen/components/browse-toolbar';
import { ContinueListening } from '@/features/listen/components/continue-listening';
import { FollowingSection } from '@/features/listen/components/following-section';
import { ListenGrid } from '@/features/listen/components/listen-grid';
import {
  isFiltered,
  readBrowseFilters,
  writeBrowseFilters,
  type BrowseFilters,
} from '@/features/listen/utils/browse-params';

const TAB_NOUNS = { all: 'items', songs: 'albums', podcasts: 'podcasts', sermons: 'sermons' };

function Results({
  filters,
  browse,
}: {
  filters: BrowseFilters;
  browse: ReturnType<typeof useBrowseMedia>;
}) {
  const items = React.useMemo(() => browse.data?.pages.flatMap((p) => p.data) ?? [], [browse.data]);
  const total = browse.data?.pages[0]?.total ?? 0;
  const filtered = isFiltered(filters);
  const noun = TAB_NOUNS[filters.tab];

  if (browse.isPending) return <ItemGridSkeleton count={8} />;
  if (browse.isError && !browse.data) {
    const passageError = isApiError(browse.error) ? browse.error.fieldErrors.passage : undefined;
    if (passageError) return null; // shown under the passage field
    return (
      <ListError
        message={errorMessage(browse.error)}
        onRetry={() => void browse.refetch()}
        retrying={browse.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="Nothing found"
        description="Try another search, genre or passage."
      />
    ) : (
      <EmptyState
        icon={<Headphones aria-hidden="true" />}
        title={`No ${noun} yet`}
        description="Approved songs, podcasts and sermons appear here as soon as they are live."
      />
    );
  }
  return (
    <div className="grid gap-6">
      <p className="-mt-2 text-sm text-muted-foreground" aria-live="polite">
        {filters.search.trim()
          ? `${formatCount(total)} ${total === 1 ? 'result' : 'results'} for “${filters.search.trim()}”`
          : `${formatCount(total)} ${total === 1 ? noun.replace(/s$/, '') : noun}`}
        {browse.isFetching && !browse.isFetchingNextPage ? (
          <Spinner className="ml-2 inline size-3.5" label="Updating" />
        ) : null}
      </p>
      <ListenGrid items={items} showType={filters.tab === 'all'} />
      <LoadMore pages={browse} label="Load more" shown={items.length} total={total} />
    </div>
  );
}

/** BrowsePage is /app: the listener's catalogue, with what they were listening to. */
export function BrowsePage() {
  const { user } = useUserAuth();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = React.useMemo(() => readBrowseFilters(new URLSearchParams(query)), [query]);
  const firstName = user.name.trim().split(/\s+/)[0] || 'there';

  const change = (patch: Partial<BrowseFilters>) => {
    setParams(writeBrowseFilters({ ...filters, ...patch }), { replace: true });
  };

  const browse = useBrowseMedia(filters);
  // A passage the server cannot read is said under its field.
  const passageError =
    isApiError(browse.error) && filters.tab === 'sermons'
      ? browse.error.fieldErrors.passage
      : undefined;

  return (
    <div className="grid gap-8">
      <PageHeader
        title={`Welcome, ${firstName}`}
        description="Songs, podcasts and sermons from creators across Selah."
      />
      {isFiltered(filters) ? null : <ContinueListening />}
      {isFiltered(filters) ? null : <FollowingSection />}
      <section aria-labelledby="browse-heading" className="grid gap-5">
        <h2 id="browse-heading" className="sr-only">
          Browse
        </h2>
        <BrowseToolbar filters={filters} onChange={change} passageError={passageError} />
        <Results filters={filters} browse={browse} />
      </section>
    </div>
  );
}
