import { Link } from 'react-router-dom';
import { ArrowRight, Hourglass, Mic, Music, RefreshCw, UserCheck, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAdminAuth } from '@/lib/auth/admin-auth';
import { formatCount, formatDate } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { StatCardRow } from '@/components/stat-card-row';
import { Button } from '@/components/ui/button';
import { useAdminMe } from '@/features/admin/api/get-admin-me';
import { useDashboard } from '@/features/admin/api/get-dashboard';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  AccountStatusBadge,
  PlanBadge,
  UserAvatar,
} from '@/features/admin/components/account-badges';
import { RecentListCard } from '@/features/admin/components/recent-list-card';
import { MediaRow } from '@/features/admin/components/media-row';
import { TrustCards } from '@/features/admin/components/trust-cards';
import { typeLabel } from '@/features/admin/utils/media-types';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';

/** PENDING_PATH: the moderation queue, Song Management filtered to pending items. */
export const PENDING_PATH = `${paths.admin.songs}?status=pending`;

/** AdminDashboardPage is the /admin index: live platform figures, the review queue and the newest rows. */
export function AdminDashboardPage() {
  const { admin } = useAdminAuth();
  const me = useAdminMe();
  const dashboard = useDashboard();
  const failure = useFailureToast(
    dashboard.error,
    MESSAGES.fetchDashboardFailed,
    MESSAGES.fetchDashboardFailed,
  );
  const d = dashboard.data;
  const loading = dashboard.isPending;
  const name = me.data?.name || admin.name || admin.email;

  if (!loading && !d) {
    return (
      <div className="grid gap-8">
        <PageHeader title="Dashboard" description={`Welcome back, ${name}.`} />
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="The dashboard is unavailable right now"
          description={failure}
          action={
            <Button
              variant="outline"
              onClick={() => void dashboard.refetch()}
              disabled={dashboard.isFetching}
            >
              <RefreshCw
                aria-hidden="true"
                className={dashboard.isFetching ? 'animate-spin' : undefined}
              />
              Try again
            </Button>
          }
        />
      </div>
    );
  }

  const pending = d?.pendingCount ?? 0;
  return (
    <div className="grid gap-8">
      <PageHeader title="Dashboard" description={`Welcome back, ${name}. Here is Selah today.`} />

      <StatCardRow
        label="Platform statistics"
        loading={loading}
        figures={[
          {
            title: 'Total Users',
            icon: Users,
            value: formatCount(d?.users.total),
            caption: `${formatCount(d?.users.newThisMonth)} new this month`,
          },
          {
            title: 'Total Songs',
            icon: Music,
            value: formatCount(d?.media.byType.album),
            caption: `${formatCount(d?.media.total)} uploads in all`,
          },
          {
            title: 'Total Podcasts',
            icon: Mic,
            value: formatCount(d?.media.byType.podcast),
            caption: `${formatCount(d?.media.byType.sermon)} sermons`,
          },
          {
            title: 'Active Users',
            icon: UserCheck,
            value: formatCount(d?.users.active),
            caption: `${formatCount(d?.users.suspended)} suspended`,
          },
        ]}
      />

      <Link
        to={PENDING_PATH}
        className="group flex items-center gap-4 rounded-xl border border-gold-200 bg-gold-50 p-4 transition-colors hover:border-gold-300 hover:bg-gold-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-5"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gold-200 text-gold-900">
          <Hourglass className="size-5" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-semibold text-gold-900">Moderation queue</span>
          <span className="text-sm text-gold-900/80">
            {loading ? (
              <span className="inline-block h-4 w-40 animate-pulse rounded bg-gold-200/60" />
            ) : pending === 0 ? (
              'Nothing is waiting for review.'
            ) : (
              `${formatCount(pending)} ${pending === 1 ? 'upload is' : 'uploads are'} waiting for review`
            )}
          </span>
        </span>
        {!loading ? (
          <span className="text-2xl font-semibold text-gold-900 tabular-nums" aria-hidden="true">
            {formatCount(pending)}
          </span>
        ) : null}
        <ArrowRight
          className="size-5 shrink-0 text-gold-800 transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>

      {loading || d?.trust ? <TrustCards trust={d?.trust} loading={loading} /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentListCard
          title="Recent users"
          viewAllTo={paths.admin.users}
          loading={loading}
          items={d?.recentUsers}
          empty="No users yet."
          row={(u) => (
            <li key={u._id} className="flex items-center gap-3">
              <UserAvatar name={u.name} email={u.email} avatar={u.avatar} className="size-10" />
              <div className="grid min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{u.name || 'Unnamed user'}</p>
                <p className="truncate text-xs text-muted-foreground">
                  Joined {formatDate(u.createdAt)} · {u.email}
                </p>
              </div>
              <div className="hidden shrink-0 gap-1.5 sm:flex">
                {u.accountStatus === 'suspended' ? (
                  <AccountStatusBadge status={u.accountStatus} />
                ) : null}
                <PlanBadge premium={u.isPremiumUser} />
              </div>
            </li>
          )}
        />

        <RecentListCard
          title="Recent media"
          viewAllTo={paths.admin.songs}
          loading={loading}
          items={d?.recentMedia}
          empty="No uploads yet."
          row={(m) => (
            <MediaRow
              key={m._id}
              media={m}
              caption={`${typeLabel(m.type)} by ${m.artist.name || 'unknown'} · ${formatDate(m.createdAt)}`}
            />
          )}
        />
      </div>
    </div>
  );
}
