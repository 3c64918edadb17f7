import {
  BookOpen,
  ChartColumn,
  Headphones,
  Home,
  LogOut,
  Mic,
  Music,
  Settings,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { useUserAuth } from '@/lib/auth/user-auth';
import { userPb } from '@/lib/pocketbase';
import { useRealtimeInvalidation } from '@/hooks/use-realtime-invalidation';
import { DashboardShell, type ShellNavSection } from '@/components/layouts/dashboard-shell';
import { NowPlayingBar } from '@/components/player/now-playing-bar';
import { useCurrentTrack } from '@/components/player/player-store';
import { UserAvatar } from '@/components/user-avatar';
import { creatorKeys } from '@/features/creator/api/keys';
import { LibrarySection } from '@/features/creator/components/library-section';

// A review (Approved, Rejected...) or an upload in another tab refreshes every list and figure.
const REALTIME_KEYS = [creatorKeys.all];

const sections: ShellNavSection[] = [
  {
    items: [
      { to: paths.user.root, label: 'Home', icon: Home, end: true },
      { to: paths.user.songs, label: 'Songs', icon: Music },
      { to: paths.user.podcasts, label: 'Podcasts', icon: Mic },
      { to: paths.user.sermons, label: 'Sermons', icon: BookOpen },
      { to: paths.user.analytics, label: 'Analytics', icon: ChartColumn },
    ],
  },
  {
    label: 'Listen',
    items: [
      {
        to: paths.app.root,
        label: 'Browse',
        icon: Headphones,
        end: true,
        // Every item's page: the path of media('') is the prefix of them all.
        alsoActiveOn: [paths.app.media('')],
      },
    ],
  },
  {
    label: 'Account',
    items: [
      { to: paths.app.settings, label: 'Settings', icon: Settings },
      { to: paths.logout, label: 'Sign Out', icon: LogOut },
    ],
  },
];

function SidebarUser() {
  const { user } = useUserAuth();
  return (
    <div className="flex items-center gap-3">
      <UserAvatar src={user.avatar} name={user.name || user.email} className="size-9 text-sm" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{user.name || 'Creator'}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
    </div>
  );
}

/** CreatorLayout is the /user and /app shell: 300 px sidebar, Logout top right, now-playing slot. */
export default function CreatorLayout() {
  const { logout } = useUserAuth();
  const track = useCurrentTrack();
  useRealtimeInvalidation(userPb, 'media', REALTIME_KEYS);
  return (
    <DashboardShell
      areaLabel="Creator"
      logoHref={paths.app.root}
      sections={sections}
      sidebarExtra={<LibrarySection />}
      sidebarFooter={<SidebarUser />}
      onLogout={logout}
      bottomBar={track ? <NowPlayingBar /> : null}
    />
  );
}
