import { Ban, CheckCircle2, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { adminStatusLabel, statusBadgeVariant } from '@/features/admin/utils/media-status';

const ICONS: Record<string, LucideIcon> = {
  active: CheckCircle2,
  pending: Clock,
  rejected: XCircle,
  suspended: Ban,
};

/** AdminStatusBadge is a review status as a pill: Approved green, pending yellow, rejected red, suspended grey. */
export function AdminStatusBadge({ status, className }: { status: string; className?: string }) {
  const Icon = ICONS[status] ?? Clock;
  return (
    <Badge variant={statusBadgeVariant(status)} className={className} data-status={status}>
      <Icon aria-hidden="true" />
      {adminStatusLabel(status)}
    </Badge>
  );
}
