import { Clock, Hourglass, ListMusic, PlayCircle } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { formatCount } from '@/lib/format';
import type { CreatorStats } from '@/types/media';
import type { MediaTypeCopy } from '@/features/creator/utils/media-types';

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** CreatorStatCards are a list page's four figures for its type (status and search ignored). */
export function CreatorStatCards({
  copy,
  stats,
  loading,
}: {
  copy: MediaTypeCopy;
  stats: CreatorStats | undefined;
  loading: boolean;
}) {
  const s = stats;
  // No figures (the list failed): a dash, never a made-up zero.
  const none = !loading && !s;
  const figure = (n: number | undefined) => (none ? '—' : formatCount(n));
  return (
    <section
      aria-label={`${title(copy.noun)} statistics`}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      <StatCard
        title={`Total ${title(copy.plural)}`}
        icon={ListMusic}
        loading={loading}
        value={figure(s?.total)}
        caption={
          none
            ? undefined
            : `${formatCount(s?.approved)} approved, ${formatCount(s?.pending)} pending`
        }
      />
      <StatCard
        title="Total Plays"
        icon={PlayCircle}
        loading={loading}
        value={figure(s?.totalPlays)}
        caption={none ? undefined : `${formatCount(s?.monthlyPlays)} plays this month`}
      />
      <StatCard
        title="Review Status"
        icon={Hourglass}
        loading={loading}
        value={figure(s?.pending)}
        caption={none ? undefined : 'Pending review'}
      />
      <StatCard
        title="Avg. Approval Time"
        icon={Clock}
        loading={loading}
        value={none ? '—' : s?.averageApprovalTime || '0 days'}
        caption="From submission"
      />
    </section>
  );
}
