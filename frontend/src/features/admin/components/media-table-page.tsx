import * as React from 'react';
import { OptionMenu } from '@/components/option-menu';
import { PageHeader } from '@/components/page-header';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatCount } from '@/lib/format';
import type { MediaType } from '@/types/media';
import { useAudioCategories } from '@/features/admin/api/get-audio-categories';
import type { AdminMedia, AdminMediaWithEpisodes } from '@/features/admin/types';
import { ListTable } from '@/features/admin/components/list-table';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { MediaActionsMenu } from '@/features/admin/components/media-actions-menu';
import { MediaPageDialogs } from '@/features/admin/components/media-page-dialogs';
import { MediaResults } from '@/features/admin/components/media-results';
import { MediaStatCards } from '@/features/admin/components/media-stat-cards';
import { MediaViewTabs, RevisionQueue } from '@/features/admin/components/revision-queue';
import { useAdminMediaPage } from '@/features/admin/components/use-admin-media-page';
import { adminStatusLabel } from '@/features/admin/utils/media-status';
import { TYPE_ICONS } from '@/features/admin/utils/media-types';

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
  const page = useAdminMediaPage(type);
  const { filters, params, statusList, decisions, list, changer, setDetailsId, none } = page;
  const categories = useAudioCategories(type);
  const Plural = plural.charAt(0).toUpperCase() + plural.slice(1);

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
  const figure = (n: number | undefined) => (none || n === undefined ? '—' : formatCount(n));

  return (
    <div className="grid gap-8">
      <PageHeader title={title} description={description} actions={uploadAction} />

      <MediaStatCards
        label={`${noun.charAt(0).toUpperCase() + noun.slice(1)} statistics`}
        loading={list.isPending}
        none={none}
        totalTitle={`Total ${Plural}`}
        total={figure(stats?.total ?? data?.total)}
        totalCaption="Across every status"
        totalPlays={figure(stats?.totalPlays)}
        playsCaption={stats ? `${formatCount(stats.playsThisMonth)} this month` : undefined}
        newThisMonth={figure(stats?.newThisMonth)}
      />

      <section aria-label={Plural} className="grid gap-4">
        <MediaViewTabs
          view={page.view}
          onChange={page.setView}
          allLabel={`All ${plural}`}
          count={page.revisions.count}
        />
        {page.view === 'changes' ? (
          <RevisionQueue
            queue={page.revisions}
            plural={plural}
            page={params.page}
            pageSize={params.limit}
            onPageChange={filters.setPage}
            onOpen={(item) => setDetailsId(item._id)}
          />
        ) : (
          <>
            <ListToolbar
              {...page.toolbar}
              searchPlaceholder={searchPlaceholder}
              searchLabel={`Search ${plural}`}
              filters={
                <>
                  <OptionMenu
                    value={params.category || 'all'}
                    options={categoryOptions}
                    onChange={(v) => filters.setFilter('category', v)}
                    label="Filter by category"
                  />
                  <OptionMenu
                    value={params.status}
                    options={statusOptions}
                    onChange={(v) => filters.setFilter('status', v)}
                    label="Filter by status"
                  />
                </>
              }
            />
            <MediaResults
              list={list}
              failure={page.listFailure}
              filtered={page.filtered}
              onReset={filters.reset}
              empty={{
                icon: React.createElement(TYPE_ICONS[type], { 'aria-hidden': true }),
                title: `No ${plural} found`,
                unfiltered: `${Plural} creators upload appear here for review.`,
              }}
              page={params.page}
              pageSize={params.limit}
              noun={plural}
              onPageChange={filters.setPage}
            >
              {(items) => (
                <ListTable
                  label={Plural}
                  stale={list.isPlaceholderData}
                  head={
                    <>
                      {columns.map((c) => (
                        <TableHead key={c.header} className={c.className}>
                          {c.header}
                        </TableHead>
                      ))}
                      <TableHead className="w-16 text-right">Actions</TableHead>
                    </>
                  }
                >
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
                          statuses={decisions}
                          onViewDetails={() => setDetailsId(item._id)}
                          onChangeStatus={(status) => changer.request(item, status)}
                          disabled={changer.busy}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </ListTable>
              )}
            </MediaResults>
          </>
        )}
      </section>

      <MediaPageDialogs page={page} episodeAction={episodeAction} />
    </div>
  );
}
