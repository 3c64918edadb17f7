import { formatCount } from '@/lib/format';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';
import { AddEpisodeDialog } from '@/features/admin/components/add-episode-dialog';
import { MediaTablePage, type MediaColumn } from '@/features/admin/components/media-table-page';
import { NewPodcastDialog } from '@/features/admin/components/new-podcast-dialog';
import { countLabel, EPISODE_LABELS } from '@/features/admin/utils/media-types';

const columns: MediaColumn[] = [
  {
    header: 'Title',
    className: 'min-w-44 whitespace-normal',
    cell: (item, open) => (
      <div className="grid gap-1">
        <button
          type="button"
          onClick={open}
          className="w-fit text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {item.title}
        </button>
        <p className="text-xs text-muted-foreground md:hidden">
          {item.artist.name || '—'} · {countLabel(item.episodeCount, EPISODE_LABELS.podcast)}
        </p>
      </div>
    ),
  },
  {
    header: 'Host',
    className: 'hidden min-w-28 whitespace-normal md:table-cell',
    cell: (item) => item.artist.name || '—',
  },
  {
    header: 'Category',
    className: 'hidden whitespace-normal lg:table-cell',
    cell: (item) => item.category?.title || '—',
  },
  {
    header: 'Episodes',
    className: 'hidden text-right tabular-nums md:table-cell',
    cell: (item) => formatCount(item.episodeCount),
  },
  {
    header: 'Total Plays',
    className: 'hidden text-right tabular-nums sm:table-cell',
    cell: (item) => formatCount(item.plays),
  },
  { header: 'Status', cell: (item) => <AdminStatusBadge status={item.adminStatus} /> },
];

/** AdminPodcasts is /admin/podcasts: every podcast series, to search, review and extend. */
export default function AdminPodcasts() {
  return (
    <MediaTablePage
      type="podcast"
      title="Podcasts"
      description="Review podcast series and their episodes."
      noun="podcast"
      plural="podcasts"
      searchPlaceholder="Search by title or host..."
      columns={columns}
      uploadAction={<NewPodcastDialog />}
      episodeAction={(media) => <AddEpisodeDialog media={media} />}
    />
  );
}
