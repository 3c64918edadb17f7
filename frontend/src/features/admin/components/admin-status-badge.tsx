import {
  Ban,
  CalendarClock,
  CheckCircle2,
  Clock,
  FilePen,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { ReleaseTime } from '@/components/release-time';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { adminStatusLabel, statusBadgeVariant } from '@/features/admin/utils/media-status';

const ICONS: Record<string, LucideIcon> = {
  active: CheckCircle2,
  pending: Clock,
  rejected: XCircle,
  suspended: Ban,
  draft: FilePen,
  scheduled: CalendarClock,
};

export interface AdminStatusBadgeProps {
  status: string;
  /** publishAt: the item's release time; a Scheduled badge shows it beneath. */
  publishAt?: string | null;
  /** inline: the release time beside the badge (a row with room), not beneath it. */
  inline?: boolean;
  className?: string;
}

/**
 * AdminStatusBadge is a review status as a pill: Approved green, pending yellow, Scheduled
 * blue (with its release time beneath), rejected red, suspended grey.
 */
export function AdminStatusBadge({
  status,
  publishAt,
  inline = false,
  className,
}: AdminStatusBadgeProps) {
  const Icon = ICONS[status] ?? Clock;
  const withTime = status === 'scheduled' && Boolean(publishAt);
  const badge = (
    <Badge
      variant={statusBadgeVariant(status)}
      className={withTime ? undefined : className}
      data-status={status}
    >
      <Icon aria-hidden="true" />
      {adminStatusLabel(status)}
    </Badge>
  );
  if (!withTime) return badge;
  if (inline) {
    return (
      <>
        {badge}
        <span className="text-xs text-muted-foreground">
          Goes live <ReleaseTime iso={publishAt} />
        </span>
      </>
    );
  }
  return (
    <span className={cn('inline-grid justify-items-start gap-0.5', className)}>
      {badge}
      <ReleaseTime iso={publishAt} className="text-xs text-muted-foreground" />
    </span>
  );
}
