import { formatDate, formatDay, formatDuration } from '@/lib/format';
import type { AdminMedia } from '@/features/admin/types';
import {
  categoryColumn,
  playsColumn,
  titleColumn,
} from '@/features/admin/components/media-columns';
import { MediaTablePage, type MediaColumn } from '@/features/admin/components/media-table-page';
import { UploadSermonDialog } from '@/features/admin/components/upload-sermon-dialog';
import { MediaStatusBadges } from '@/features/admin/components/revision-badge';

const preacherOf = (item: AdminMedia) => item.preacher || item.artist.name || '—';

// Narrow screens keep Title (with a summary line), Preacher's place in it, and Actions.
const columns: MediaColumn[] = [
  titleColumn(
    (item) => `${preacherOf(item)} · ${formatDuration(item.duration)}`,
    (item) => <MediaStatusBadges item={item} />,
  ),
  {
    header: 'Preacher',
    className: 'hidden min-w-28 whitespace-normal md:table-cell',
    cell: preacherOf,
  },
  {
    header: 'Series',
    className: 'hidden min-w-28 whitespace-normal lg:table-cell',
    cell: (item) => item.theme || '—',
  },
  {
    header: 'Duration',
    className: 'hidden tabular-nums md:table-cell',
    cell: (item) => formatDuration(item.duration),
  },
  categoryColumn,
  {
    header: 'Date',
    className: 'hidden sm:table-cell',
    cell: (item) => (item.preachedAt ? formatDay(item.preachedAt) : formatDate(item.createdAt)),
  },
  playsColumn('Plays'),
];

/** SermonsPage is /admin/sermons: every creator's sermons, to search, review and upload. */
export function SermonsPage() {
  return (
    <MediaTablePage
      type="sermon"
      title="Sermons"
      description="Review and manage the sermons creators upload."
      noun="sermon"
      plural="sermons"
      searchPlaceholder="Search by title, preacher or series..."
      columns={columns}
      uploadAction={<UploadSermonDialog />}
    />
  );
}
