import type { BadgeProps } from '@/components/ui/badge';

/**
 * StatusTone is the colour of a review status: Approved green, pending yellow, Scheduled (approved,
 * waiting for its release time) blue, rejected red, suspended and draft grey.
 */
export type StatusTone = 'green' | 'yellow' | 'blue' | 'red' | 'grey';

const TONES: Record<string, StatusTone> = {
  active: 'green',
  pending: 'yellow',
  scheduled: 'blue',
  rejected: 'red',
  suspended: 'grey',
  draft: 'grey',
};

/** statusTone is a status's colour; an unknown status is grey. */
export function statusTone(status: string): StatusTone {
  return TONES[status] ?? 'grey';
}

const VARIANTS: Record<StatusTone, NonNullable<BadgeProps['variant']>> = {
  green: 'success',
  yellow: 'warning',
  blue: 'info',
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

/**
 * NOT_DECIDED: statuses no admin sets. A draft is its creator's until submitted; an approval of
 * an item whose release time is ahead makes it Scheduled by itself.
 */
const NOT_DECIDED: ReadonlySet<string> = new Set(['draft', 'scheduled']);

/** decidableStatuses: the server's statuses an admin may choose in Change Status. */
export function decidableStatuses(statuses: readonly string[]): string[] {
  return statuses.filter((s) => !NOT_DECIDED.has(s));
}

/** listedStatuses: the server's statuses an admin list can hold (never a draft), for its filter. */
export function listedStatuses(statuses: readonly string[]): string[] {
  return statuses.filter((s) => s !== 'draft');
}
