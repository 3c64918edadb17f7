import { MediaCover } from '@/components/media-cover';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatDate } from '@/lib/format';
import type { AdminMedia } from '@/features/admin/types';
import { MediaActionsMenu } from '@/features/admin/components/media-actions-menu';
import { MediaStatusBadges } from '@/features/admin/components/revision-badge';
import { countLabel, episodeLabels, typeIcon, typeLabel } from '@/features/admin/utils/media-types';

export interface MediaListProps {
  items: AdminMedia[];
  statuses: string[];
  onViewDetails: (item: AdminMedia) => void;
  onChangeStatus: (item: AdminMedia, status: string) => void;
  busy?: boolean;
}

/** MediaList is the Song Management list: one row per item with its cover, facts, status and menu. */
export function MediaList({
  items,
  statuses,
  onViewDetails,
  onChangeStatus,
  busy,
}: MediaListProps) {
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm" aria-label="Media">
      {items.map((item) => (
        <li
          key={item._id}
          className="flex items-center gap-3 px-3 py-3 transition-colors hover:bg-muted/40 sm:gap-4 sm:px-4"
        >
          <MediaCover
            src={item.thumbnail || item.coverArt}
            icon={typeIcon(item.type)}
            className="size-12 shrink-0 rounded-md sm:size-14"
          />
          <div className="grid min-w-0 flex-1 gap-1">
            <button
              type="button"
              onClick={() => onViewDetails(item)}
              className="w-fit max-w-full truncate text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {item.title}
            </button>
            <p className="truncate text-sm text-muted-foreground">
              {item.artist.name || 'Unknown creator'}
              <span className="hidden sm:inline">
                {' · '}
                {countLabel(item.episodeCount, episodeLabels(item.type))}
              </span>
            </p>
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 sm:hidden">
              <MediaStatusBadges item={item} />
              <span className="truncate text-xs text-muted-foreground">
                {typeLabel(item.type)} · {countLabel(item.episodeCount, episodeLabels(item.type))}
              </span>
            </div>
          </div>
          <Badge variant="outline" className="hidden w-20 justify-center sm:inline-flex">
            {typeLabel(item.type)}
          </Badge>
          <div className="hidden w-36 sm:flex">
            <MediaStatusBadges item={item} />
          </div>
          <p className="hidden w-24 text-right text-sm text-muted-foreground tabular-nums lg:block">
            {formatCount(item.plays)} {item.plays === 1 ? 'play' : 'plays'}
          </p>
          <p className="hidden w-28 text-right text-sm text-muted-foreground lg:block">
            {formatDate(item.createdAt)}
          </p>
          <MediaActionsMenu
            item={item}
            statuses={statuses}
            onViewDetails={() => onViewDetails(item)}
            onChangeStatus={(status) => onChangeStatus(item, status)}
            disabled={busy}
          />
        </li>
      ))}
    </ul>
  );
}
