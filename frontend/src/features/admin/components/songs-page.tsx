import { Music } from 'lucide-react';
import { OptionMenu } from '@/components/option-menu';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { MESSAGES } from '@/features/admin/api/messages';
import { MediaPageDialogs } from '@/features/admin/components/media-page-dialogs';
import { MediaList } from '@/features/admin/components/media-list';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { MediaResults } from '@/features/admin/components/media-results';
import { MediaStatCards } from '@/features/admin/components/media-stat-cards';
import { MediaViewTabs, RevisionQueue } from '@/features/admin/components/revision-queue';
import { UploadSongDialog } from '@/features/admin/components/upload-song-dialog';
import { useAdminMediaPage } from '@/features/admin/components/use-admin-media-page';
import { adminStatusLabel } from '@/features/admin/utils/media-status';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  { value: 'album', label: 'Albums' },
  { value: 'podcast', label: 'Podcasts' },
  { value: 'sermon', label: 'Sermons' },
];

/**
 * SongsPage is Song Management (/admin/songs): every creator's media with the platform's
 * figures, a server-side search and filters kept in the URL, paging, the review menu of each
 * item, its details and the Upload New Song dialog.
 */
export function SongsPage() {
  const page = useAdminMediaPage();
  const { filters, params, statusList, decisions, list, changer, setDetailsId, filtered, none } =
    page;

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
  const figure = (n: number | undefined) => (none ? '—' : formatCount(n));

  return (
    <div className="grid gap-8">
      <PageHeader
        title="Song Management"
        description="Review, approve and manage everything creators upload."
        actions={<UploadSongDialog />}
      />

      <MediaStatCards
        label="Media statistics"
        loading={list.isPending}
        none={none}
        totalTitle="Total Songs"
        total={figure(data?.total)}
        totalCaption={filtered ? 'Matching your filters' : 'Across every status'}
        totalPlays={figure(stats?.totalPlays)}
        playsCaption={
          stats
            ? `${formatCount(stats.playsThisMonth)} this month · Avg. session ${formatCount(
                stats.averageSessionMinutes,
              )} min`
            : undefined
        }
        newThisMonth={figure(stats?.newThisMonth)}
      />

      <section aria-label="Media" className="grid gap-4">
        <MediaViewTabs
          view={page.view}
          onChange={page.setView}
          allLabel="All media"
          count={page.revisions.count}
        />
        {page.view === 'changes' ? (
          <RevisionQueue
            queue={page.revisions}
            plural="items"
            page={params.page}
            pageSize={params.limit}
            onPageChange={filters.setPage}
            onOpen={(item) => setDetailsId(item._id)}
          />
        ) : (
          <>
            <ListToolbar
              {...page.toolbar}
              searchPlaceholder="Search by title or artist..."
              searchLabel="Search media"
              filters={
                <>
                  <OptionMenu
                    value={params.status}
                    options={statusOptions}
                    onChange={(v) => filters.setFilter('status', v)}
                    label="Filter by status"
                  />
                  <OptionMenu
                    value={params.type || 'all'}
                    options={TYPE_OPTIONS}
                    onChange={(v) => filters.setFilter('type', v)}
                    label="Filter by type"
                  />
                </>
              }
            />
            <MediaResults
              list={list}
              failure={page.listFailure}
              filtered={filtered}
              onReset={filters.reset}
              empty={{
                icon: <Music aria-hidden="true" />,
                title: MESSAGES.noMedia,
                unfiltered: 'Uploads from creators appear here for review.',
              }}
              page={params.page}
              pageSize={params.limit}
              onPageChange={filters.setPage}
            >
              {(items) => (
                <div
                  className={
                    list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'
                  }
                  aria-busy={list.isPlaceholderData}
                >
                  <MediaList
                    items={items}
                    statuses={decisions}
                    onViewDetails={(item) => setDetailsId(item._id)}
                    onChangeStatus={changer.request}
                    busy={changer.busy}
                  />
                </div>
              )}
            </MediaResults>
          </>
        )}
      </section>

      <MediaPageDialogs page={page} />
    </div>
  );
}
