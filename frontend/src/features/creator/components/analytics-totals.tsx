import { Headphones, Play, Rss, Users, type LucideIcon } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { StatCard } from '@/components/stat-card';
import type { Analytics } from '@/features/creator/api/get-analytics';
import { followersGained } from '@/features/creator/utils/followers-gained';
import { playsSplit } from '@/features/creator/utils/plays-split';

interface Total {
  title: string;
  icon: LucideIcon;
  value: number | undefined;
  caption: string | undefined;
}

/** totalsOf lists the four figures of the period; with no data yet, their placeholders' captions. */
function totalsOf(data: Analytics | undefined, days: number): Total[] {
  return [
    {
      title: 'Total plays',
      icon: Play,
      value: data?.totals.plays,
      caption: data ? playsSplit(data.totals) : `Last ${days} days`,
    },
    {
      title: 'Unique listeners',
      icon: Headphones,
      value: data?.totals.uniqueListeners,
      caption: 'People who played',
    },
    {
      title: 'Feed downloads',
      icon: Rss,
      value: data?.totals.downloads,
      caption: 'From podcast apps',
    },
    {
      title: 'Followers',
      icon: Users,
      value: data?.followers.total,
      caption: data ? followersGained(data.followers.gained, days) : undefined,
    },
  ];
}

/** AnalyticsTotals are the period's four figures above the chart (skeletons until they load). */
export function AnalyticsTotals({ data, days }: { data: Analytics | undefined; days: number }) {
  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {totalsOf(data, days).map((total) => (
        <StatCard
          key={total.title}
          title={total.title}
          icon={total.icon}
          loading={!data}
          value={formatCount(total.value)}
          caption={total.caption}
        />
      ))}
    </section>
  );
}
