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
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatCount, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useExportUsers } from '@/features/admin/api/export-users';
import { useUsers } from '@/features/admin/api/get-users';
import { useUserStatistics } from '@/features/admin/api/get-user-statistics';
import { failureMessage, MESSAGES } from '@/features/admin/api/messages';
import { useSetUserStatus } from '@/features/admin/api/set-user-status';
import type { AdminUser } from '@/features/admin/types';
import {
  AccountStatusBadge,
  PlanBadge,
  UserAvatar,
} from '@/features/admin/components/account-badges';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { SendMessageDialog } from '@/features/admin/components/send-message-dialog';
import { SuspendUserDialog } from '@/features/admin/components/suspend-user-dialog';
import { UserActionsMenu } from '@/features/admin/components/user-actions-menu';
import { UserProfileDialog } from '@/features/admin/components/user-profile-dialog';
import { DEFAULT_PAGE_SIZE } from '@/features/admin/utils/media-filters';
import {
  parseUserParams,
  USER_STATUS_OPTIONS,
  type UserStatusFilter,
} from '@/features/admin/utils/user-filters';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';
import { useUrlFilters } from '@/features/admin/utils/use-url-filters';

const pct = (n: number | undefined) => `${Number((n ?? 0).toFixed(1))}%`;

/**
 * AdminUsers is User Management (/admin/users): the user figures, a server-side search and
 * status filter kept in the URL, the table with each user's menu (profile, message, suspend or
 * reactivate), paging and the CSV export of the filtered users.
 */
export default function AdminUsers() {
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
        <div
          className={cn(
            'overflow-hidden rounded-xl border bg-card shadow-sm transition-opacity',
            list.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={list.isPlaceholderData}
        >
          <Table aria-label="Users">
            <TableHeader>
              <TableRow className="bg-muted/40 hover:bg-muted/40">
                <TableHead>Name</TableHead>
                <TableHead className="hidden md:table-cell">Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">Subscription</TableHead>
                <TableHead className="hidden lg:table-cell">Joined Date</TableHead>
                <TableHead className="w-16 text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user._id}>
                  <TableCell>
                    <button
                      type="button"
                      onClick={() => setProfileId(user._id)}
                      className="flex items-center gap-3 text-left focus-visible:outline-none [&:focus-visible_span.name]:underline"
                    >
                      <UserAvatar name={user.name} email={user.email} avatar={user.avatar} />
                      <span className="grid min-w-0">
                        <span className="name font-medium hover:underline">
                          {user.name || 'Unnamed user'}
                        </span>
                        <span className="max-w-44 truncate text-xs text-muted-foreground md:hidden">
                          {user.email}
                        </span>
                        <span className="text-xs text-muted-foreground">
                          {formatCount(user.mediaCount)}{' '}
                          {user.mediaCount === 1 ? 'upload' : 'uploads'}
                        </span>
                      </span>
                    </button>
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {user.email}
                  </TableCell>
                  <TableCell>
                    <AccountStatusBadge status={user.accountStatus} />
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <PlanBadge premium={user.isPremiumUser} />
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground lg:table-cell">
                    {formatDate(user.createdAt)}
                  </TableCell>
                  <TableCell className="text-right">
                    <UserActionsMenu
                      user={user}
                      onViewProfile={() => setProfileId(user._id)}
                      onSendMessage={() => setMessageTo(user)}
                      onSuspend={() => setSuspending(user)}
                      onReactivate={() => void reactivate(user)}
                      disabled={setStatus.isPending}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pager
          page={params.page}
          pageSize={params.limit}
          total={data.totalCount}
          noun="users"
          onPageChange={(p) => filters.update({ page: p > 1 ? String(p) : null })}
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
              onChange={(v) => filters.setFilter('status', v === 'all' ? null : v)}
              label="Filter by status"
            />
          }
          limit={params.limit}
          onLimitChange={(n) =>
            filters.setFilter('limit', n === DEFAULT_PAGE_SIZE ? null : String(n))
          }
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

      <UserProfileDialog
        userId={profileId}
        onClose={() => setProfileId(null)}
        onSendMessage={(user) => setMessageTo(user)}
        onSuspend={(user) => setSuspending(user)}
        onReactivate={(user) => void reactivate(user)}
        busy={setStatus.isPending}
      />
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
