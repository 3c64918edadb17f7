import type * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { MediaCover } from '@/components/media-cover';
import { Button } from '@/components/ui/button';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';
import { typeIcon, typeLabel } from '@/features/admin/utils/media-types';

// What a card of an admin queue (the reports, the appeals) shows the same way: the item it is
// about, and the button that opens the card's details.

/**
 * QueueItemHeading is the item a queue card is about: its cover, its title (the card's name,
 * `titleId`), what it is and by whom, its review state and any badges of the queue's own.
 */
export function QueueItemHeading({
  media,
  titleId,
  by,
  children,
}: {
  media: {
    title: string;
    type: string;
    adminStatus: string;
    thumbnail?: string;
    coverArt?: string;
  };
  titleId: string;
  /** The creator as the queue knows them (a name, perhaps an email). */
  by: string;
  /** More badges or links beside the review state. */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 gap-3 sm:gap-4">
      <MediaCover
        src={media.thumbnail || media.coverArt}
        icon={typeIcon(media.type)}
        className="size-12 shrink-0 rounded-lg sm:size-14"
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h2 id={titleId} className="text-base leading-snug font-semibold break-words">
          {media.title}
        </h2>
        <p className="text-sm break-words text-muted-foreground">
          {typeLabel(media.type)} by {by}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <AdminStatusBadge status={media.adminStatus} />
          {children}
        </div>
      </div>
    </div>
  );
}

/** DetailsToggle opens and closes a card's details (the element `controls`). */
export function DetailsToggle({
  expanded,
  controls,
  onToggle,
  children,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  /** The label, which says what opening or closing does. */
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <ChevronDown
        aria-hidden="true"
        className={cn('transition-transform', expanded && 'rotate-180')}
      />
      {children}
    </Button>
  );
}
