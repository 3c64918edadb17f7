import type * as React from 'react';
import { Plus, Upload } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { parsePage, useUrlFilters } from '@/hooks/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { MediaType } from '@/types/media';
import { useUserMedia } from '@/features/creator/api/get-user-media';
import { MESSAGES } from '@/features/creator/api/messages';
import { CreatorStatCards } from '@/features/creator/components/creator-stats';
import { ListError, ListLoading } from '@/components/list-states';
import { MediaGrid } from '@/features/creator/components/media-grid';
import { SearchBox } from '@/components/search-box';
import { StatusMenu } from '@/features/creator/components/media-toolbar';
import { UploadMediaForm } from '@/features/creator/components/upload-media-form';
import { SermonFeedSettings } from '@/features/creator/components/sermon-feed-settings';
import { ImportPodcastDialog } from '@/features/creator/components/import-podcast-dialog';
import { ImportBanner } from '@/features/creator/components/import-podcast-progress';
import { usePodcastImport } from '@/features/creator/hooks/use-podcast-import';
import { FILTERED_EMPTY_DESCRIPTION, MEDIA_TYPES } from '@/features/creator/utils/media-types';
import { parseStatusFilter, STATUS_FILTERS } from '@/features/creator/utils/status-filters';

/** PAGE_SIZE: SPEC §9's creator list default (10). */
export const PAGE_SIZE = 10;

/**
 * CreatorMediaPage is Your Songs, Your Podcasts and Sermons: stats, a search and a status
 * filter (both applied by the server and kept in the URL), the grid, paging and the upload form;
 * podcasts also have "Import a podcast" (from a feed on another host).
 */
export function CreatorMediaPage({ type }: { type: MediaType }) {
  const copy = MEDIA_TYPES[type];
  // The box shows what is typed at once; the URL (and so the query) follows after a pause.
  const filters = useUrlFilters();
  const { params } = filters;
  const status = parseStatusFilter(params.get('status'), type);
  const search = params.get('q') ?? '';
  const page = parsePage(params.get('page'));
  const list = useUserMedia({ type, status, search, page, limit: PAGE_SIZE });
  // Podcasts can also be imported from a feed on another host.
  const feedImport = usePodcastImport(type === 'podcast');

  const formId = `upload-${type}`;
  const openUpload = () => {
    document.getElementById(formId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    document.getElementById(`${formId}-title`)?.focus({ preventScroll: true });
  };

  const filtered = Boolean(search.trim()) || status !== 'all';
  const data = list.data;
  const items = data?.data ?? [];

  let content: React.ReactNode;
  if (list.isPending) {
    content = <ListLoading />;
  } else if (list.isError && !data) {
    content = (
      <ListError
        message={errorMessage(list.error, MESSAGES.fetchMediaFailed)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={<copy.icon aria-hidden="true" />}
        title={copy.emptyTitle}
        description={filtered ? FILTERED_EMPTY_DESCRIPTION : copy.emptyDescription}
        action={
          filtered ? (
            <Button variant="outline" onClick={filters.reset}>
              Clear filters
            </Button>
          ) : (
            <Button onClick={openUpload}>
              <Upload aria-hidden="true" />
              {copy.uploadAction}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <div className="grid gap-6">
        <div
          className={
            list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'
          }
          aria-busy={list.isPlaceholderData}
        >
          <MediaGrid items={items} />
        </div>
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          noun={copy.plural}
          onPageChange={filters.setPage}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <PageHeader
        title={copy.title}
        description={copy.subtitle}
        actions={
          <>
            {type === 'podcast' ? <ImportPodcastDialog flow={feedImport} /> : null}
            <Button onClick={openUpload}>
              <Plus aria-hidden="true" />
              Upload New
            </Button>
          </>
        }
      />

      {type === 'podcast' ? <ImportBanner flow={feedImport} /> : null}

      <CreatorStatCards copy={copy} stats={data?.stats} loading={list.isPending} />

      <section aria-label={`Your ${copy.plural}`} className="grid gap-4">
        <div className="flex items-center justify-between gap-2 sm:gap-3">
          <SearchBox
            value={filters.searchText}
            onChange={filters.onSearchChange}
            placeholder={copy.searchPlaceholder}
            label={`Search ${copy.plural}`}
          />
          <StatusMenu
            value={status}
            options={STATUS_FILTERS[type]}
            onChange={(v) => filters.setFilter('status', v)}
          />
        </div>
        {content}
      </section>

      {type === 'sermon' ? <SermonFeedSettings /> : null}

      <Card id={formId} className="scroll-mt-24">
        <CardHeader className="border-b">
          <CardTitle as="h2" className="flex items-center gap-2">
            <Upload className="size-5 text-gold-700" aria-hidden="true" />
            {copy.uploadHeading}
          </CardTitle>
          <CardDescription>{copy.uploadDescription}</CardDescription>
        </CardHeader>
        <CardContent className="pt-6">
          <UploadMediaForm type={type} idPrefix={formId} />
        </CardContent>
      </Card>
    </div>
  );
}
