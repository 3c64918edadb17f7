import { CalendarPlus, Library, PlayCircle } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { useMediaStats } from '@/features/creator/api/get-media-stats';
import { useUserMedia } from '@/features/creator/api/get-user-media';
import { ListError, ListLoading } from '@/components/list-states';
import { QuickUpload } from '@/features/creator/components/quick-upload';
import { RecentUploads, ViewAllContentLink } from '@/features/creator/components/recent-uploads';

const RECENT = { status: 'all', search: '', page: 1, limit: 4 } as const;

/** CreatorDashboardPage is the /user index: counts, plays, quick upload and the last uploads. */
export function CreatorDashboardPage() {
  const stats = useMediaStats();
  const recent = useUserMedia(RECENT);
  const s = stats.data;

  return (
    <div className="grid gap-10">
      <PageHeader
        title="Creator Dashboard"
        description="Manage your content and track your performance"
      />

      {stats.isPending ? (
        <ListLoading />
      ) : stats.isError ? (
        <ListError
          message={errorMessage(stats.error, 'Failed to fetch your statistics')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <section aria-label="Your statistics" className="grid gap-4 md:grid-cols-3">
          <StatCard
            title="Total Content"
            icon={Library}
            value={formatCount(s?.totalMedia)}
            caption={
              <span className="mt-2 grid grid-cols-3 divide-x rounded-lg bg-muted/60 py-1.5 text-center">
                {(
                  [
                    ['Albums', s?.totalAlbums],
                    ['Sermons', s?.totalSermons],
                    ['Podcasts', s?.totalPodcasts],
                  ] as const
                ).map(([label, n]) => (
                  <span key={label} className="grid px-1">
                    <span className="font-semibold text-foreground tabular-nums">
                      {formatCount(n)}
                    </span>
                    <span className="text-xs">{label}</span>
                  </span>
                ))}
              </span>
            }
          />
          <StatCard
            title="Total Plays"
            icon={PlayCircle}
            value={formatCount(s?.totalPlays)}
            caption={`${formatCount(s?.monthlyPlays)} plays this month`}
          />
          <StatCard
            title="New This Month"
            icon={CalendarPlus}
            value={formatCount(s?.newMediaThisMonthCount)}
            caption="Content pieces uploaded"
          />
        </section>
      )}

      <QuickUpload />

      <section aria-labelledby="recent-uploads-heading" className="grid gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="recent-uploads-heading" className="text-lg font-semibold">
            Recent Uploads
          </h2>
          <ViewAllContentLink />
        </div>
        {recent.isPending ? (
          <ListLoading />
        ) : recent.isError ? (
          <ListError
            message={errorMessage(recent.error, 'Failed to fetch media')}
            onRetry={() => void recent.refetch()}
            retrying={recent.isFetching}
          />
        ) : (
          <RecentUploads items={recent.data.data} />
        )}
      </section>
    </div>
  );
}
