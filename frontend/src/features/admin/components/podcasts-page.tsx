import { formatCount } from '@/lib/format';
import { AddEpisodeDialog } from '@/features/admin/components/add-episode-dialog';
import {
  categoryColumn,
  playsColumn,
  titleColumn,
} from '@/features/admin/components/media-columns';
import { MediaTablePage, type MediaColumn } from '@/features/admin/components/media-table-page';
import { NewPodcastDialog } from '@/features/admin/components/new-podcast-dialog';
import { MediaStatusBadges, RevisionBadge } from '@/features/admin/components/revision-badge';
import { countLabel, EPISODE_LABELS } from '@/features/admin/utils/media-types';

const columns: MediaColumn[] = [
  // Narrow screens show "Changes waiting" under the title, so the Status column stays narrow.
  titleColumn(
    (item) =>
      `${item.artist.name || '—'} · ${countLabel(item.episodeCount, EPISODE_LABELS.podcast)}`,
    (item) => (item.revision ? <RevisionBadge className="md:hidden" /> : null),
  ),
  {
    header: 'Host',
    className: 'hidden min-w-28 whitespace-normal md:table-cell',
    cell: (item) => item.artist.name || '—',
  },
  categoryColumn,
  {
    header: 'Episodes',
    className: 'hidden text-right tabular-nums md:table-cell',
    cell: (item) => formatCount(item.episodeCount),
  },
  playsColumn('Total Plays'),
  {
    header: 'Status',
    cell: (item) => <MediaStatusBadges item={item} revisionClassName="hidden md:inline-flex" />,
  },
];

/** PodcastsPage is /admin/podcasts: every podcast series, to search, review and extend. */
export function PodcastsPage() {
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
