import * as React from 'react';
import { Crown, Download, UserCheck, UserPlus, Users } from 'lucide-react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { ListError, ListLoading } from '@/components/list-states';
import { OptionMenu } from '@/components/option-menu';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useExportUsers } from '@/features/admin/api/export-users';
import { useUsers } from '@/features/admin/api/get-users';
import { useUserStatistics } from '@/features/admin/api/get-user-statistics';
import { failureMessage, MESSAGES } from '@/features/admin/api/messages';
import { useSetUserStatus } from '@/features/admin/api/set-user-status';
import type { AdminUser } from '@/features/admin/types';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { SendMessageDialog } from '@/features/admin/components/send-message-dialog';
import { SuspendUserDialog } from '@/features/admin/components/suspend-user-dialog';
import type { UserActionHandlers } from '@/features/admin/components/user-actions-menu';
import { UserProfileDialog } from '@/features/admin/components/user-profile-dialog';
import { UsersTable } from '@/features/admin/components/users-table';
import { DEFAULT_PAGE_SIZE } from '@/features/admin/utils/media-filters';
import {
  parseUserParams,
  USER_STATUS_OPTIONS,
  type UserStatusFilter,
} from '@/features/admin/utils/user-filters';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';

const pct = (n: number | undefined) => `${Number((n ?? 0).toFixed(1))}%`;

/**
 * UsersPage is User Management (/admin/users): the user figures, a server-side search and
 * status filter kept in the URL, the table with each user's menu (profile, message, suspend or
 * reactivate), paging and the CSV export of the filtered users.
 */
export function UsersPage() {
  const filters = useUrlFilters();
  const params = parseUserParams(filters.params);
  const stats = useUserStatistics();
  const list = useUsers(params);
  const setStatus = useSetUserStatus();
  const exporter = useExportUsers();
  const [profileId, setProfileId] = React.useState<string | null>(null);
  const [messageTo, setMessageTo] = React.useState<AdminUser | null>(null);
  const [suspending, setSuspending] = React.useState<AdminUser | null>(null);

  const statsFailure = useFailureToast(
    stats.error,
    MESSAGES.fetchStatisticsFailed,
    MESSAGES.fetchStatisticsThrew,
  );
  const listFailure = useFailureToast(
    list.error,
    MESSAGES.fetchUsersFailed,
    MESSAGES.fetchUsersThrew,
  );

  const suspend = async (user: AdminUser) => {
    try {
      const result = await setStatus.mutateAsync({ userId: user._id, accountStatus: 'suspended' });
      toast.success(result.message);
      setSuspending(null);
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.suspendFailed, MESSAGES.suspendFailed));
    }
  };
  const reactivate = async (user: AdminUser) => {
    try {
      const result = await setStatus.mutateAsync({ userId: user._id, accountStatus: 'active' });
      toast.success(result.message);
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.reactivateFailed, MESSAGES.reactivateFailed));
    }
  };
  /** userActions: the table's menus and the profile dialog do the same. */
  const userActions: UserActionHandlers = {
    onSendMessage: setMessageTo,
    onSuspend: setSuspending,
    onReactivate: (user) => void reactivate(user),
    busy: setStatus.isPending,
  };
  const exportCsv = async () => {
    try {
      const { fileName } = await exporter.mutateAsync({
        search: params.search,
        status: params.status,
      });
      toast.success(MESSAGES.exported(fileName));
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.exportFailed, MESSAGES.exportFailed));
    }
  };

  const s = stats.data;
  const statsNone = !stats.isPending && !s;
  const growth = s?.totalUsers.monthlyGrowth ?? 0;
  const data = list.data;
  const users = data?.data ?? [];
  const filtered = Boolean(params.search.trim()) || params.status !== 'all';
  const canReset = filtered || params.limit !== DEFAULT_PAGE_SIZE || params.page > 1;

  let content: React.ReactNode;
  if (list.isPending) {
    content = <ListLoading />;
  } else if (!data) {
    content = (
      <ListError
        message={listFailure ?? MESSAGES.fetchUsersFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (users.length === 0) {
    content = (
      <EmptyState
        icon={<Users aria-hidden="true" />}
        title={MESSAGES.noUsers}
        description={filtered ? 'Try another name or email, or another status.' : undefined}
        action={
          <Button variant="outline" onClick={filters.reset}>
            Reset filters
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="grid gap-4">
        <UsersTable
          users={users}
          stale={list.isPlaceholderData}
          onViewProfile={(user) => setProfileId(user._id)}
          {...userActions}
        />
        <Pager
          page={params.page}
          pageSize={params.limit}
          total={data.totalCount}
          noun="users"
          onPageChange={filters.setPage}
          alwaysShowSummary
        />
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <PageHeader title="User Management" description="Search, filter and manage Selah's users." />

      <section
        aria-label="User statistics"
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      >
        <StatCard
          title="Total Users"
          icon={Users}
          loading={stats.isPending}
          value={statsNone ? '—' : formatCount(s?.totalUsers.count)}
          caption={statsNone ? statsFailure : `${growth > 0 ? '+' : ''}${pct(growth)} this month`}
        />
        <StatCard
          title="Active Users"
          icon={UserCheck}
          loading={stats.isPending}
          value={statsNone ? '—' : formatCount(s?.verifiedUsers.count)}
          caption={statsNone ? undefined : `${pct(s?.verifiedUsers.percentage)} retention`}
        />
        <StatCard
          title="Premium Users"
          icon={Crown}
          loading={stats.isPending}
          value={statsNone ? '—' : formatCount(s?.premiumUsers.count)}
          caption={statsNone ? undefined : `${pct(s?.premiumUsers.percentage)} of all users`}
        />
        <StatCard
          title="New This Month"
          icon={UserPlus}
          loading={stats.isPending}
          value={statsNone ? '—' : formatCount(s?.newUsersThisMonth.count)}
          caption={statsNone ? undefined : 'Joined since the 1st'}
        />
      </section>

      <section aria-label="Users" className="grid gap-4">
        <ListToolbar
          searchText={filters.searchText}
          onSearchChange={filters.onSearchChange}
          searchPlaceholder="Search by name or email..."
          searchLabel="Search users"
          filters={
            <OptionMenu<UserStatusFilter>
              value={params.status}
              options={USER_STATUS_OPTIONS}
              onChange={(v) => filters.setFilter('status', v)}
              label="Filter by status"
            />
          }
          limit={params.limit}
          onLimitChange={(n) => filters.setFilter('limit', String(n), String(DEFAULT_PAGE_SIZE))}
          onReset={filters.reset}
          canReset={canReset}
          actions={
            <Button
              variant="outline"
              onClick={() => void exportCsv()}
              disabled={exporter.isPending}
            >
              <Download aria-hidden="true" />
              {exporter.isPending ? 'Exporting...' : 'Export'}
            </Button>
          }
        />
        {content}
      </section>

      <UserProfileDialog userId={profileId} onClose={() => setProfileId(null)} {...userActions} />
      <SendMessageDialog user={messageTo} onClose={() => setMessageTo(null)} />
      <SuspendUserDialog
        user={suspending}
        busy={setStatus.isPending}
        onCancel={() => setSuspending(null)}
        onConfirm={() => suspending && void suspend(suspending)}
      />
    </div>
  );
}
