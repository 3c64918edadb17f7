import { Headphones, Play, Rss, Users } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { StatCardRow, type StatFigure } from '@/components/stat-card-row';
import type { Analytics } from '@/features/creator/api/get-analytics';
import { followersGained } from '@/features/creator/utils/followers-gained';
import { playsSplit } from '@/features/creator/utils/plays-split';

/** totalsOf lists the four figures of the period; with no data yet, their placeholders' captions. */
function totalsOf(data: Analytics | undefined, days: number): StatFigure[] {
  return [
    {
      title: 'Total plays',
      icon: Play,
      value: formatCount(data?.totals.plays),
      caption: data ? playsSplit(data.totals) : `Last ${days} days`,
    },
    {
      title: 'Unique listeners',
      icon: Headphones,
      value: formatCount(data?.totals.uniqueListeners),
      caption: 'People who played',
    },
    {
      title: 'Feed downloads',
      icon: Rss,
      value: formatCount(data?.totals.downloads),
      caption: 'From podcast apps',
    },
    {
      title: 'Followers',
      icon: Users,
      value: formatCount(data?.followers.total),
      caption: data ? followersGained(data.followers.gained, days) : undefined,
    },
  ];
}

/** AnalyticsTotals are the period's four figures above the chart (skeletons until they load). */
export function AnalyticsTotals({ data, days }: { data: Analytics | undefined; days: number }) {
  return <StatCardRow label="Totals" loading={!data} figures={totalsOf(data, days)} />;
}
