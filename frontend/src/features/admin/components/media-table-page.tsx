import * as React from 'react';
import { CalendarPlus, ListMusic, PlayCircle } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListError, ListLoading } from '@/components/list-states';
import { OptionMenu } from '@/components/option-menu';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { MediaType } from '@/types/media';
import { useAdminMedia } from '@/features/admin/api/get-admin-media';
import { useAudioCategories } from '@/features/admin/api/get-audio-categories';
import { useMediaStatuses } from '@/features/admin/api/get-media-statuses';
import { MESSAGES } from '@/features/admin/api/messages';
import type { AdminMedia, AdminMediaWithEpisodes } from '@/features/admin/types';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { MediaActionsMenu } from '@/features/admin/components/media-actions-menu';
import { MediaDetailsDialog } from '@/features/admin/components/media-details-dialog';
import { useStatusChanger } from '@/features/admin/components/use-status-changer';
import {
  DEFAULT_PAGE_SIZE,
  isFiltered,
  parseMediaParams,
} from '@/features/admin/utils/media-filters';
import { adminStatusLabel } from '@/features/admin/utils/media-status';
import { TYPE_ICONS } from '@/features/admin/utils/media-types';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';
import { useUrlFilters } from '@/features/admin/utils/use-url-filters';

/** MediaColumn is one column of the table: its header and how a row shows it. */
export interface MediaColumn {
  header: string;
  cell: (item: AdminMedia, open: () => void) => React.ReactNode;
  className?: string;
}

export interface MediaTablePageProps {
  type: Exclude<MediaType, 'album'>;
  title: string;
  description: string;
  /** noun / plural: "sermon" / "sermons". */
  noun: string;
  plural: string;
  searchPlaceholder: string;
  columns: MediaColumn[];
  uploadAction: React.ReactNode;
  episodeAction?: (media: AdminMediaWithEpisodes) => React.ReactNode;
}

/**
 * MediaTablePage is the Sermons and Podcasts pages: the type's figures, a table of every
 * creator's items of that type with a server-side search and category and status filters,
 * paging, the review menu, the details dialog and the type's upload dialog.
 */
export function MediaTablePage({
  type,
  title,
  description,
  noun,
  plural,
  searchPlaceholder,
  columns,
  uploadAction,
  episodeAction,
}: MediaTablePageProps) {
  const filters = useUrlFilters();
  const params = parseMediaParams(filters.params, type);
  const statuses = useMediaStatuses();
  const categories = useAudioCategories(type);
  const list = useAdminMedia(params);
  const changer = useStatusChanger();
  const [detailsId, setDetailsId] = React.useState<string | null>(null);
  const Plural = plural.charAt(0).toUpperCase() + plural.slice(1);

  useFailureToast(statuses.error, MESSAGES.fetchStatusesFailed, MESSAGES.fetchStatusesThrew);
  const listFailure = useFailureToast(
    list.error,
    MESSAGES.fetchMediaFailed,
    MESSAGES.fetchMediaThrew,
  );

  const statusList = statuses.data ?? [];
  const statusOptions = [
    { value: 'all', label: 'All Statuses' },
    ...statusList.map((s) => ({ value: s, label: adminStatusLabel(s) })),
  ];
  const categoryOptions = [
    { value: 'all', label: 'All Categories' },
    ...(categories.data ?? []).map((c) => ({ value: c._id, label: c.title })),
  ];
  if (params.category && !categoryOptions.some((o) => o.value === params.category)) {
    categoryOptions.push({ value: params.category, label: 'Selected category' });
  }

  const data = list.data;
  const stats = data?.stats;
  const items = data?.media ?? [];
  const filtered = isFiltered(params, true);
  const canReset = filtered || params.limit !== DEFAULT_PAGE_SIZE || params.page > 1;
  const none = !list.isPending && !data;
  const figure = (n: number | undefined) => (none || n === undefined ? '—' : formatCount(n));

  let content: React.ReactNode;
  if (list.isPending) {
    content = <ListLoading />;
  } else if (!data) {
    content = (
      <ListError
        message={listFailure ?? MESSAGES.fetchMediaFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={React.createElement(TYPE_ICONS[type], { 'aria-hidden': true })}
        title={`No ${plural} found`}
        description={
          filtered
            ? 'Nothing matches this search or these filters.'
            : `${Plural} creators upload appear here for review.`
        }
        action={
          filtered ? (
            <Button variant="outline" onClick={filters.reset}>
              Reset filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <div className="grid gap-4">
        <div
          className={cn(
            'overflow-hidden rounded-xl border bg-card shadow-sm transition-opacity',
            list.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={list.isPlaceholderData}
        >
          <Table aria-label={Plural}>
            <TableHeader>
              <TableRow className="bg-muted/40 hover:bg-muted/40">
                {columns.map((c) => (
                  <TableHead key={c.header} className={c.className}>
                    {c.header}
                  </TableHead>
                ))}
                <TableHead className="w-16 text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item._id}>
                  {columns.map((c) => (
                    <TableCell key={c.header} className={c.className}>
                      {c.cell(item, () => setDetailsId(item._id))}
                    </TableCell>
                  ))}
                  <TableCell className="text-right">
                    <MediaActionsMenu
                      item={item}
                      statuses={statusList}
                      onViewDetails={() => setDetailsId(item._id)}
                      onChangeStatus={(status) => changer.request(item, status)}
                      disabled={changer.busy}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pager
          page={params.page}
          pageSize={params.limit}
          total={data.total}
          noun={plural}
          onPageChange={(p) => filters.update({ page: p > 1 ? String(p) : null })}
          alwaysShowSummary
        />
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <PageHeader title={title} description={description} actions={uploadAction} />

      <section
        aria-label={`${noun.charAt(0).toUpperCase() + noun.slice(1)} statistics`}
        className="grid grid-cols-3 gap-2 sm:gap-4"
      >
        <StatCard
          title={`Total ${Plural}`}
          icon={ListMusic}
          loading={list.isPending}
          value={figure(stats?.total ?? data?.total)}
          caption={none ? undefined : 'Across every status'}
        />
        <StatCard
          title="Total Plays"
          icon={PlayCircle}
          loading={list.isPending}
          value={figure(stats?.totalPlays)}
          caption={none || !stats ? undefined : `${formatCount(stats.playsThisMonth)} this month`}
        />
        <StatCard
          title="New This Month"
          icon={CalendarPlus}
          loading={list.isPending}
          value={figure(stats?.newThisMonth)}
          caption={none ? undefined : 'Uploaded since the 1st'}
        />
      </section>

      <section aria-label={Plural} className="grid gap-4">
        <ListToolbar
          searchText={filters.searchText}
          onSearchChange={filters.onSearchChange}
          searchPlaceholder={searchPlaceholder}
          searchLabel={`Search ${plural}`}
          filters={
            <>
              <OptionMenu
                value={params.category || 'all'}
                options={categoryOptions}
                onChange={(v) => filters.setFilter('category', v === 'all' ? null : v)}
                label="Filter by category"
              />
              <OptionMenu
                value={params.status}
                options={statusOptions}
                onChange={(v) => filters.setFilter('status', v === 'all' ? null : v)}
                label="Filter by status"
              />
            </>
          }
          limit={params.limit}
          onLimitChange={(n) =>
            filters.setFilter('limit', n === DEFAULT_PAGE_SIZE ? null : String(n))
          }
          onReset={filters.reset}
          canReset={canReset}
        />
        {content}
      </section>

      <MediaDetailsDialog
        mediaId={detailsId}
        onClose={() => setDetailsId(null)}
        statuses={statusList}
        onChangeStatus={changer.request}
        busy={changer.busy}
        episodeAction={episodeAction}
      />
      {changer.dialog}
    </div>
  );
}
