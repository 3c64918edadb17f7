import { formatCount, formatDate, formatDay, formatDuration } from '@/lib/format';
import type { AdminMedia } from '@/features/admin/types';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';
import { MediaTablePage, type MediaColumn } from '@/features/admin/components/media-table-page';
import { UploadSermonDialog } from '@/features/admin/components/upload-sermon-dialog';

const preacherOf = (item: AdminMedia) => item.preacher || item.artist.name || '—';

// Narrow screens keep Title (with a summary line), Preacher's place in it, and Actions.
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
          {preacherOf(item)} · {formatDuration(item.duration)}
        </p>
        <AdminStatusBadge status={item.adminStatus} />
      </div>
    ),
  },
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
  {
    header: 'Category',
    className: 'hidden whitespace-normal lg:table-cell',
    cell: (item) => item.category?.title || '—',
  },
  {
    header: 'Date',
    className: 'hidden sm:table-cell',
    cell: (item) => (item.preachedAt ? formatDay(item.preachedAt) : formatDate(item.createdAt)),
  },
  {
    header: 'Plays',
    className: 'hidden text-right tabular-nums sm:table-cell',
    cell: (item) => formatCount(item.plays),
  },
];

/** AdminSermons is /admin/sermons: every creator's sermons, to search, review and upload. */
export default function AdminSermons() {
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
