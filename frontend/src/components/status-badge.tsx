import { Ban, CheckCircle2, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
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
    default:
      return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  }
}

const ICONS: Record<string, LucideIcon> = {
  active: CheckCircle2,
  pending: Clock,
  rejected: XCircle,
  suspended: Ban,
};

const TONES: Record<string, string> = {
  active: 'text-green-700',
  pending: 'text-amber-700',
  rejected: 'text-red-700',
  suspended: 'text-stone-600',
};

/** StatusBadge is a review status as a pill: Approved green, every other status yellow. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'warning'} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}

/** StatusIndicator is a review status as an icon and its label (on media cards). */
export function StatusIndicator({ status, className }: { status: string; className?: string }) {
  const Icon = ICONS[status] ?? Clock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium',
        TONES[status] ?? 'text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}
