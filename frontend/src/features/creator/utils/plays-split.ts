import { formatCount } from '@/lib/format';
import type { Analytics } from '@/features/creator/api/get-analytics';

/**
 * playsSplit says how many of a period's plays were by signed-in listeners and how many by
 * guests (no account; one network counts a few guest plays of an episode a day at most).
 */
export function playsSplit(totals: Pick<Analytics['totals'], 'guestPlays' | 'signedInPlays'>) {
  return `${formatCount(totals.signedInPlays)} signed in · ${formatCount(totals.guestPlays)} guests`;
}
