import {
  Ban,
  CalendarClock,
  CheckCircle2,
  Clock,
  FilePen,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ReleaseTime } from '@/components/release-time';
import { cn } from '@/lib/utils';

/** statusLabel is how a review status reads to people: `active` is "Approved". */
export function statusLabel(status: string): string {
  switch (status) {
    case 'active':
      return 'Approved';
    case 'pending':
      return 'Pending';
    case 'rejected':
      return 'Rejected';
    case 'suspended':
      return 'Suspended';
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return 'Scheduled';
    default:
      return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  }
}

const ICONS: Record<string, LucideIcon> = {
  active: CheckCircle2,
  pending: Clock,
  rejected: XCircle,
  suspended: Ban,
  draft: FilePen,
  scheduled: CalendarClock,
};

const TONES: Record<string, string> = {
  active: 'text-green-700',
  pending: 'text-amber-700',
  rejected: 'text-red-700',
  suspended: 'text-stone-600',
  draft: 'text-stone-600',
  scheduled: 'text-sky-700',
};

/** showsReleaseTime: a scheduled item with its time, the one status whose badge names it. */
function showsReleaseTime(status: string, publishAt?: string | null): publishAt is string {
  return status === 'scheduled' && Boolean(publishAt);
}

export interface StatusProps {
  status: string;
  /** publishAt: the item's release time; a Scheduled status shows it under its label. */
  publishAt?: string | null;
  className?: string;
}

/**
 * StatusBadge is a review status as a pill: Approved green, Draft grey, Scheduled blue with
 * its release time beneath, every other status yellow.
 */
export function StatusBadge({ status, publishAt, className }: StatusProps) {
  const variant =
    status === 'active'
      ? 'success'
      : status === 'draft'
        ? 'neutral'
        : status === 'scheduled'
          ? 'info'
          : 'warning';
  const badge = (
    <Badge
      variant={variant}
      className={showsReleaseTime(status, publishAt) ? undefined : className}
    >
      {statusLabel(status)}
    </Badge>
  );
  if (!showsReleaseTime(status, publishAt)) return badge;
  return (
    // On a phone the time takes two lines (date, then hour) rather than the title's room.
    <span
      className={cn(
        'inline-grid max-w-28 shrink-0 justify-items-end gap-0.5 sm:max-w-none',
        className,
      )}
    >
      {badge}
      <ReleaseTime iso={publishAt} className="text-right text-xs text-muted-foreground" />
    </span>
  );
}

/**
 * StatusIndicator is a review status as an icon and its label (on media cards); a Scheduled
 * one has its release time on the line below.
 */
export function StatusIndicator({ status, publishAt, className }: StatusProps) {
  const Icon = ICONS[status] ?? Clock;
  const label = (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium',
        TONES[status] ?? 'text-muted-foreground',
        showsReleaseTime(status, publishAt) ? undefined : className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
  if (!showsReleaseTime(status, publishAt)) return label;
  return (
    <span className={cn('grid gap-0.5', className)}>
      {label}
      <ReleaseTime iso={publishAt} className="pl-5 text-xs text-muted-foreground" />
    </span>
  );
}
