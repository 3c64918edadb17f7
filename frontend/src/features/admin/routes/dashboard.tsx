import * as React from 'react';
import { Crown, RefreshCw, UserCheck, UserPlus, Users } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { useAdminAuth } from '@/lib/auth/admin-auth';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { useUserStatistics } from '@/features/admin/api/get-user-statistics';

const FAILED = 'Failed to fetch user statistics';
const numberFormat = new Intl.NumberFormat('en-US');
const fmt = (n: number | undefined) => numberFormat.format(n ?? 0);
const pct = (n: number | undefined) => `${Number((n ?? 0).toFixed(1))}%`;

/** AdminDashboard is the /admin index: the signed-in admin and live user figures. */
export default function AdminDashboard() {
  const { admin } = useAdminAuth();
  const stats = useUserStatistics();
  const failure = stats.isError ? errorMessage(stats.error, FAILED) : null;

  React.useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  const s = stats.data;
  const growth = s?.totalUsers.monthlyGrowth ?? 0;
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${admin.name || admin.email}. Here is how Selah's community is growing.`}
      />
      {failure ? (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="User statistics are unavailable right now"
          description={failure}
          action={
            <Button
              variant="outline"
              onClick={() => void stats.refetch()}
              disabled={stats.isFetching}
            >
              <RefreshCw
                aria-hidden="true"
                className={stats.isFetching ? 'animate-spin' : undefined}
              />
              Try again
            </Button>
          }
        />
      ) : (
        <section aria-label="User statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title="Total Users"
            icon={Users}
            loading={stats.isPending}
            value={fmt(s?.totalUsers.count)}
            caption={`${growth > 0 ? '+' : ''}${pct(growth)} this month`}
          />
          <StatCard
            title="Active Users"
            icon={UserCheck}
            loading={stats.isPending}
            value={fmt(s?.verifiedUsers.count)}
            caption={`${pct(s?.verifiedUsers.percentage)} of all users`}
          />
          <StatCard
            title="Premium Users"
            icon={Crown}
            loading={stats.isPending}
            value={fmt(s?.premiumUsers.count)}
            caption={`${pct(s?.premiumUsers.percentage)} of all users`}
          />
          <StatCard
            title="New This Month"
            icon={UserPlus}
            loading={stats.isPending}
            value={fmt(s?.newUsersThisMonth.count)}
            caption="Joined since the 1st"
          />
        </section>
      )}
    </div>
  );
}
