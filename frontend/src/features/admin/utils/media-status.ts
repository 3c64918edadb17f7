import type { BadgeProps } from '@/components/ui/badge';

/** StatusTone is the colour of a review status: Approved green, pending yellow, rejected red, suspended grey. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

const TONES: Record<string, StatusTone> = {
  active: 'green',
  pending: 'yellow',
  rejected: 'red',
  suspended: 'grey',
};

/** statusTone is a status's colour; an unknown status is grey. */
export function statusTone(status: string): StatusTone {
  return TONES[status] ?? 'grey';
}

const VARIANTS: Record<StatusTone, NonNullable<BadgeProps['variant']>> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
  grey: 'neutral',
};

/** statusBadgeVariant is the Badge variant of a status's tone. */
export function statusBadgeVariant(status: string): NonNullable<BadgeProps['variant']> {
  return VARIANTS[statusTone(status)];
}

/** adminStatusLabel is how a review status reads to an admin: `active` is "Approved". */
export function adminStatusLabel(status: string): string {
  if (status === 'active') return 'Approved';
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

/** NEEDS_REASON: statuses whose choice asks the admin why (the creator is told). */
export const NEEDS_REASON: ReadonlySet<string> = new Set(['rejected', 'suspended']);

/** needsReason: rejecting or suspending asks for a reason; approving or reopening does not. */
export function needsReason(status: string): boolean {
  return NEEDS_REASON.has(status);
}

/** statusVerb is the action that sets a status, for buttons ("Approve", "Reject"). */
export function statusVerb(status: string): string {
  switch (status) {
    case 'active':
      return 'Approve';
    case 'rejected':
      return 'Reject';
    case 'suspended':
      return 'Suspend';
    case 'pending':
      return 'Back to pending';
    default:
      return `Set to ${adminStatusLabel(status)}`;
  }
}
