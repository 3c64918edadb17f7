import * as React from 'react';
import { Link } from 'react-router-dom';
import { Library } from 'lucide-react';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { parsePage, useUrlFilters } from '@/hooks/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import type { MediaType } from '@/types/media';
import { useUserMedia } from '@/features/creator/api/get-user-media';
import { MESSAGES } from '@/features/creator/api/messages';
import { ListError, ListLoading } from '@/components/list-states';
import { MediaGrid } from '@/features/creator/components/media-grid';
import { OptionMenu } from '@/components/option-menu';
import { SearchBox } from '@/components/search-box';
import { StatusMenu } from '@/features/creator/components/media-toolbar';
import { FILTERED_EMPTY_DESCRIPTION } from '@/features/creator/utils/media-types';
import { parseStatusFilter, STATUS_FILTERS } from '@/features/creator/utils/status-filters';

const PAGE_SIZE = 10;

type TypeFilter = 'all' | MediaType;
const TYPE_OPTIONS: Array<{ value: TypeFilter; label: string }> = [
  { value: 'all', label: 'All Types' },
  { value: 'album', label: 'Songs' },
  { value: 'podcast', label: 'Podcasts' },
  { value: 'sermon', label: 'Sermons' },
];

function parseType(value: string | null): TypeFilter {
  return TYPE_OPTIONS.some((o) => o.value === value) ? (value as TypeFilter) : 'all';
}

/** AllContentPage is /app/content: every item of the creator, any type, with filters and paging. */
export function AllContentPage() {
  const filters = useUrlFilters();
  const { params } = filters;
  const type = parseType(params.get('type'));
  const status = parseStatusFilter(params.get('status'), 'any');
  const search = params.get('q') ?? '';
  const page = parsePage(params.get('page'));
  const list = useUserMedia({
    type: type === 'all' ? undefined : type,
    status,
    search,
    page,
    limit: PAGE_SIZE,
  });

  const filtered = Boolean(search.trim()) || status !== 'all' || type !== 'all';
  const data = list.data;
  const items = data?.data ?? [];

  let content: React.ReactNode;
  if (list.isPending) content = <ListLoading />;
  else if (list.isError && !data)
    content = (
      <ListError
        message={errorMessage(list.error, MESSAGES.fetchMediaFailed)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (items.length === 0)
    content = (
      <EmptyState
        icon={<Library aria-hidden="true" />}
        title="No content found"
        description={
          filtered
            ? FILTERED_EMPTY_DESCRIPTION
            : 'Your songs, podcasts and sermons will all appear here once you upload them.'
        }
        action={
          filtered ? (
            <Button variant="outline" onClick={filters.reset}>
              Clear filters
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link to={paths.user.songs}>Upload Music</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.user.sermons}>Upload Sermon</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.user.podcasts}>Upload Podcast</Link>
              </Button>
            </>
          )
        }
      />
    );
  else
    content = (
      <div className="grid gap-6">
        <div
          className={list.isPlaceholderData ? 'opacity-60' : undefined}
          aria-busy={list.isPlaceholderData}
        >
          <MediaGrid items={items} showType />
        </div>
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          noun="items"
          onPageChange={filters.setPage}
        />
      </div>
    );

  return (
    <div className="grid gap-8">
      <PageHeader title="All Content" description="Everything you have uploaded, in one place" />
      <section aria-label="Your content" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchBox
            value={filters.searchText}
            onChange={filters.onSearchChange}
            placeholder="Search your content..."
            label="Search your content"
          />
          <div className="flex gap-2">
            <OptionMenu
              value={type}
              options={TYPE_OPTIONS}
              label="Filter by type"
              onChange={(v) => filters.setFilter('type', v)}
            />
            <StatusMenu
              value={status}
              options={STATUS_FILTERS.any}
              onChange={(v) => filters.setFilter('status', v)}
            />
          </div>
        </div>
        {content}
      </section>
    </div>
  );
}
