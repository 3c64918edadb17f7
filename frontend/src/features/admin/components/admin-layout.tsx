import { LayoutDashboard, Music, Settings, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAdminAuth } from '@/lib/auth/admin-auth';
import { DashboardShell, type ShellNavSection } from '@/components/layouts/dashboard-shell';

const sections: ShellNavSection[] = [
  {
    items: [
      { to: paths.admin.root, label: 'Dashboard', icon: LayoutDashboard, end: true },
      { to: paths.admin.users, label: 'Users', icon: Users },
      {
        to: paths.admin.songs,
        label: 'Media',
        icon: Music,
        alsoActiveOn: [paths.admin.sermons, paths.admin.podcasts],
      },
      { to: paths.admin.settings, label: 'Settings', icon: Settings },
    ],
  },
];

function AdminFooter() {
  const { admin } = useAdminAuth();
  return (
    <div className="flex items-center gap-3">
      <div
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-900 text-sm font-semibold text-gold-300"
      >
        {(admin.name || admin.email || 'A').trim().charAt(0).toUpperCase()}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground">Admin User</p>
        <p className="truncate text-sm font-medium">{admin.name || admin.email}</p>
      </div>
    </div>
  );
}

/** AdminLayout is the /admin shell: sidebar, 'Admin User' footer, Logout top right. */
export default function AdminLayout() {
  const { logout } = useAdminAuth();
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
