import { cn } from '@/lib/utils';
import { MediaCover } from '@/components/media-cover';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';
import { typeIcon } from '@/features/admin/utils/media-types';

interface MediaRowProps {
  media: {
    title: string;
    type: string;
    adminStatus: string;
    publishAt?: string;
    thumbnail?: string;
    coverArt?: string;
  };
  /** caption is the small line under the title (type, creator, date, plays: as the list needs). */
  caption: string;
  className?: string;
}

/** MediaRow is one item in a short admin list: cover, title, a caption and the review status. */
export function MediaRow({ media, caption, className }: MediaRowProps) {
  return (
    <li className={cn('flex items-center gap-3', className)}>
      <MediaCover
        src={media.thumbnail || media.coverArt}
        icon={typeIcon(media.type)}
        className="size-10 shrink-0 rounded-md"
      />
      <div className="grid min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{media.title}</p>
        <p className="truncate text-xs text-muted-foreground">{caption}</p>
      </div>
      <AdminStatusBadge status={media.adminStatus} publishAt={media.publishAt} />
    </li>
  );
}
