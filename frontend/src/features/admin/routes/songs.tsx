import * as React from 'react';
import { CalendarPlus, ListMusic, Music, PlayCircle } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListError, ListLoading } from '@/components/list-states';
import { OptionMenu } from '@/components/option-menu';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useAdminMedia } from '@/features/admin/api/get-admin-media';
import { useMediaStatuses } from '@/features/admin/api/get-media-statuses';
import { MESSAGES } from '@/features/admin/api/messages';
import { MediaDetailsDialog } from '@/features/admin/components/media-details-dialog';
import { MediaList } from '@/features/admin/components/media-list';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { UploadSongDialog } from '@/features/admin/components/upload-song-dialog';
import { useStatusChanger } from '@/features/admin/components/use-status-changer';
import {
  DEFAULT_PAGE_SIZE,
  isFiltered,
  parseMediaParams,
} from '@/features/admin/utils/media-filters';
import { adminStatusLabel } from '@/features/admin/utils/media-status';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';
import { useUrlFilters } from '@/features/admin/utils/use-url-filters';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  { value: 'album', label: 'Albums' },
  { value: 'podcast', label: 'Podcasts' },
  { value: 'sermon', label: 'Sermons' },
];

/**
 * AdminSongs is Song Management (/admin/songs): every creator's media with the platform's
 * figures, a server-side search and filters kept in the URL, paging, the review menu of each
 * item, its details and the Upload New Song dialog.
 */
export default function AdminSongs() {
  const filters = useUrlFilters();
  const params = parseMediaParams(filters.params);
  const statuses = useMediaStatuses();
  const list = useAdminMedia(params);
  const changer = useStatusChanger();
  const [detailsId, setDetailsId] = React.useState<string | null>(null);

  useFailureToast(statuses.error, MESSAGES.fetchStatusesFailed, MESSAGES.fetchStatusesThrew);
  const listFailure = useFailureToast(
    list.error,
    MESSAGES.fetchMediaFailed,
    MESSAGES.fetchMediaThrew,
  );

  const statusList = statuses.data ?? [];
  // A status in the URL the server does not list (yet) still shows, so the menu never lies.
  const statusValues =
    params.status !== 'all' && !statusList.includes(params.status)
      ? [...statusList, params.status]
      : statusList;
  const statusOptions = [
    { value: 'all', label: 'All Statuses' },
    ...statusValues.map((s) => ({ value: s, label: adminStatusLabel(s) })),
  ];

  const data = list.data;
  const stats = data?.stats;
  const items = data?.media ?? [];
  const filtered = isFiltered(params);
  const canReset = filtered || params.limit !== DEFAULT_PAGE_SIZE || params.page > 1;
  const none = !list.isPending && !data;
  const figure = (n: number | undefined) => (none ? '—' : formatCount(n));

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
        icon={<Music aria-hidden="true" />}
        title={MESSAGES.noMedia}
        description={
          filtered
            ? 'Nothing matches this search or these filters.'
            : 'Uploads from creators appear here for review.'
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
          className={
            list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'
          }
          aria-busy={list.isPlaceholderData}
        >
          <MediaList
            items={items}
            statuses={statusList}
            onViewDetails={(item) => setDetailsId(item._id)}
            onChangeStatus={changer.request}
            busy={changer.busy}
          />
        </div>
        <Pager
          page={params.page}
          pageSize={params.limit}
          total={data.total}
          onPageChange={(p) => filters.update({ page: p > 1 ? String(p) : null })}
          alwaysShowSummary
        />
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <PageHeader
        title="Song Management"
        description="Review, approve and manage everything creators upload."
        actions={<UploadSongDialog />}
      />

      <section aria-label="Media statistics" className="grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard
          title="Total Songs"
          icon={ListMusic}
          loading={list.isPending}
          value={figure(data?.total)}
          caption={none ? undefined : filtered ? 'Matching your filters' : 'Across every status'}
        />
        <StatCard
          title="Total Plays"
          icon={PlayCircle}
          loading={list.isPending}
          value={figure(stats?.totalPlays)}
          caption={
            none || !stats
              ? undefined
              : `${formatCount(stats.playsThisMonth)} this month · Avg. session ${formatCount(
                  stats.averageSessionMinutes,
                )} min`
          }
        />
        <StatCard
          title="New This Month"
          icon={CalendarPlus}
          loading={list.isPending}
          value={figure(stats?.newThisMonth)}
          caption={none ? undefined : 'Uploaded since the 1st'}
        />
      </section>

      <section aria-label="Media" className="grid gap-4">
        <ListToolbar
          searchText={filters.searchText}
          onSearchChange={filters.onSearchChange}
          searchPlaceholder="Search by title or artist..."
          searchLabel="Search media"
          filters={
            <>
              <OptionMenu
                value={params.status}
                options={statusOptions}
                onChange={(v) => filters.setFilter('status', v === 'all' ? null : v)}
                label="Filter by status"
              />
              <OptionMenu
                value={params.type || 'all'}
                options={TYPE_OPTIONS}
                onChange={(v) => filters.setFilter('type', v === 'all' ? null : v)}
                label="Filter by type"
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
      />
      {changer.dialog}
    </div>
  );
}
