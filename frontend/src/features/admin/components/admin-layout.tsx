import * as React from 'react';
import {
  BookOpen,
  Flag,
  LayoutDashboard,
  MessageSquareWarning,
  Mic,
  Music,
  Settings,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { useAdminAuth } from '@/lib/auth/admin-auth';
import { adminPb } from '@/lib/pocketbase';
import { useRealtimeInvalidation } from '@/hooks/use-realtime-invalidation';
import { DashboardShell, type ShellNavSection } from '@/components/layouts/dashboard-shell';
import { useAdminMe } from '@/features/admin/api/get-admin-me';
import { adminKeys } from '@/features/admin/api/keys';
import { useOpenAppealCount } from '@/features/admin/api/appeals';
import { useOpenReportCount } from '@/features/admin/api/reports';

/**
 * adminSections is the sidebar: the reports and appeals items carry their waiting counts
 * (null while unknown: no badge).
 */
export function adminSections(
  openReports: number | null,
  openAppeals: number | null,
): ShellNavSection[] {
  return [
    {
      items: [
        { to: paths.admin.root, label: 'Dashboard', icon: LayoutDashboard, end: true },
        { to: paths.admin.users, label: 'Users', icon: Users },
        { to: paths.admin.songs, label: 'Media', icon: Music },
        { to: paths.admin.sermons, label: 'Sermons', icon: BookOpen },
        { to: paths.admin.podcasts, label: 'Podcasts', icon: Mic },
        {
          to: paths.admin.reports,
          label: 'Reports',
          icon: Flag,
          badge: {
            count: openReports,
            label: (n) => `${n} open ${n === 1 ? 'report' : 'reports'}`,
          },
        },
        {
          to: paths.admin.appeals,
          label: 'Appeals',
          icon: MessageSquareWarning,
          badge: {
            count: openAppeals,
            label: (n) => `${n} ${n === 1 ? 'appeal' : 'appeals'} waiting`,
          },
        },
        { to: paths.admin.settings, label: 'Settings', icon: Settings },
      ],
    },
  ];
}

// New uploads, edits and reviews (by this admin elsewhere or another) refresh what is open.
const REALTIME_KEYS = [adminKeys.media(), adminKeys.dashboard(), adminKeys.users()];
// A new or resolved report refreshes the queue, its badge and the dashboard's figures.
const REPORT_KEYS = [adminKeys.reports(), adminKeys.dashboard()];
// A new or decided appeal refreshes the appeals, their badge, the figures and the histories.
const APPEAL_KEYS = [adminKeys.appeals(), adminKeys.dashboard(), adminKeys.media()];

function AdminFooter() {
  const { admin } = useAdminAuth();
  const me = useAdminMe();
  const name = me.data?.name || admin.name || me.data?.email || admin.email;
  return (
    <div className="flex items-center gap-3">
      <div
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-900 text-sm font-semibold text-gold-300"
      >
        {(name || 'A').trim().charAt(0).toUpperCase()}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground">Admin User</p>
        <p className="truncate text-sm font-medium" data-testid="admin-name">
          {name}
        </p>
      </div>
    </div>
  );
}

/**
 * AdminLayout is the /admin shell: sidebar (with the open reports' and appeals' counts), 'Admin
 * User' footer, Logout top right; media and reports follow realtime events.
 */
export default function AdminLayout() {
  const { logout } = useAdminAuth();
  useRealtimeInvalidation(adminPb, 'media', REALTIME_KEYS);
  useRealtimeInvalidation(adminPb, 'reports', REPORT_KEYS);
  useRealtimeInvalidation(adminPb, 'appeals', APPEAL_KEYS);
  const openReports = useOpenReportCount();
  const openAppeals = useOpenAppealCount();
  const sections = React.useMemo(
    () => adminSections(openReports, openAppeals),
    [openReports, openAppeals],
  );
  return (
    <DashboardShell
      areaLabel="Admin"
      logoHref={paths.admin.root}
      sections={sections}
      sidebarFooter={<AdminFooter />}
      onLogout={logout}
    />
  );
}
