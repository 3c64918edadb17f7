import type * as React from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { MediaCover } from '@/components/media-cover';
import { listenTypeCopy } from '@/components/media-types';
import { Skeleton } from '@/components/ui/skeleton';
import type { Media } from '@/types/media';

/** ITEM_GRID: the columns of a grid of ItemCards (the browse list, a creator's page). */
export const ITEM_GRID =
  'grid grid-cols-2 gap-x-2 gap-y-4 sm:grid-cols-3 sm:gap-x-3 xl:grid-cols-4';

export interface ItemCardProps {
  media: Media;
  /** to: the item's page, the listener's or the public one. */
  to: string;
  /** subtitle: the line under the title (who it is by, with or without the type). */
  subtitle: React.ReactNode;
  /** coverClassName: added to the cover's classes. */
  coverClassName?: string;
}

/** ItemCard is one approved item in a grid: cover, title and a line under it; a link to its page. */
export function ItemCard({ media, to, subtitle, coverClassName }: ItemCardProps) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-3 rounded-xl p-2 transition-colors hover:bg-stone-100/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <MediaCover
        src={media.thumbnail || media.coverArt || media.image}
        icon={listenTypeCopy(media.type).icon}
        className={cn(
          'shadow-sm transition-transform duration-300 group-hover:scale-[1.02]',
          coverClassName,
        )}
      />
      <div className="grid min-w-0 gap-0.5 px-0.5">
        <p className="line-clamp-2 leading-snug font-medium break-words" title={media.title}>
          {media.title}
        </p>
        <p className="truncate text-sm text-muted-foreground">{subtitle}</p>
      </div>
    </Link>
  );
}

/** ItemGridSkeleton stands in for a grid of `count` ItemCards while they load. */
export function ItemGridSkeleton({ count }: { count: number }) {
  return (
    <div className={ITEM_GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-2 p-2">
          <Skeleton className="aspect-square w-full rounded-lg" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
