import { FilePenLine } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { MediaRevision } from '@/types/media';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';

/** RevisionBadge marks a live item whose edit waits for review: "Changes waiting". */
export function RevisionBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-amber-300 bg-amber-50 text-amber-900', className)}
      data-revision=""
    >
      <FilePenLine aria-hidden="true" />
      Changes waiting
    </Badge>
  );
}

export interface MediaStatusBadgesProps {
  item: { adminStatus: string; publishAt?: string | null; revision?: MediaRevision | null };
  className?: string;
  /** revisionClassName: e.g. hides "Changes waiting" where a narrow row shows it elsewhere. */
  revisionClassName?: string;
}

/**
 * MediaStatusBadges is an item's review status in a list, with "Changes waiting" beside it when
 * an edit of the live item waits for review.
 */
export function MediaStatusBadges({ item, className, revisionClassName }: MediaStatusBadgesProps) {
  if (!item.revision) {
    return <AdminStatusBadge status={item.adminStatus} publishAt={item.publishAt} />;
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      <AdminStatusBadge status={item.adminStatus} publishAt={item.publishAt} />
      <RevisionBadge className={revisionClassName} />
    </span>
  );
}
