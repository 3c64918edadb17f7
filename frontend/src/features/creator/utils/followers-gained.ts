import { formatCount } from '@/lib/format';

/**
 * followersGained is the followers card's caption: how many started following in the chosen
 * period ("+3 in the last 30 days"), or that none did.
 */
export function followersGained(gained: number, days: number): string {
  if (!(gained > 0)) return `None new in the last ${days} days`;
  return `+${formatCount(gained)} in the last ${days} days`;
}
