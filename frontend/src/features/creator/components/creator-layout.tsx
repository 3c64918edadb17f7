import {
  BookOpen,
  ChartColumn,
  Headphones,
  Home,
  Library,
  LogOut,
  Mic,
  Music,
  Settings,
  Sparkles,
  Users,
} from 'lucide-react';
import { useLocation } from 'react-router-dom';
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
import { ListenerLibraryPanel } from '@/features/listen/components/library/library-panel';

// A review (Approved, Rejected...) or an upload in another tab refreshes every list and figure.
const REALTIME_KEYS = [creatorKeys.all];

const browse = {
  to: paths.app.root,
  label: 'Browse',
  icon: Headphones,
  end: true,
  // Every item's page: the path of media('') is the prefix of them all.
  alsoActiveOn: [paths.app.media('')],
};
const library = { to: paths.app.library, label: 'Library', icon: Library };
const following = { to: paths.app.following, label: 'Following', icon: Users };
const settings = { to: paths.app.settings, label: 'Settings', icon: Settings };
const signOut = { to: paths.logout, label: 'Sign Out', icon: LogOut };

/** creatorSections: a creator's tools first, then listening and the account. */
const creatorSections: ShellNavSection[] = [
  {
    items: [
      { to: paths.user.root, label: 'Home', icon: Home, end: true },
      { to: paths.user.songs, label: 'Songs', icon: Music },
      { to: paths.user.podcasts, label: 'Podcasts', icon: Mic },
      { to: paths.user.sermons, label: 'Sermons', icon: BookOpen },
      { to: paths.user.analytics, label: 'Analytics', icon: ChartColumn },
    ],
  },
  { label: 'Listen', items: [browse, library, following] },
  { label: 'Account', items: [settings, signOut] },
];

/** listenerSections: for an account that has uploaded nothing, listening first. */
const listenerSections: ShellNavSection[] = [
  { items: [browse, library, following, settings] },
  {
    label: 'Create',
    items: [{ to: paths.user.root, label: 'Start creating', icon: Sparkles }],
  },
  { label: 'Account', items: [signOut] },
];

function SidebarUser() {
  const { user } = useUserAuth();
  return (
    <div className="flex items-center gap-3">
      <UserAvatar src={user.avatar} name={user.name || user.email} className="size-9 text-sm" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">
          {user.name || (user.isCreator ? 'Creator' : 'Listener')}
        </p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
    </div>
  );
}

/**
 * CreatorLayout is the /user and /app shell: 300 px sidebar, Logout top right, now-playing slot.
 * A creator (has uploaded; the server's isCreator) gets their tools first and the uploads panel;
 * anyone else the listener's navigation and library panel, until they start creating: in /user
 * they get the creator's tools to upload with.
 */
export default function CreatorLayout() {
  const { logout, user } = useUserAuth();
  const { pathname } = useLocation();
  const creating = user.isCreator || pathname === paths.user.root || pathname.startsWith('/user/');
  const track = useCurrentTrack();
  useRealtimeInvalidation(userPb, 'media', REALTIME_KEYS);
  return (
    <DashboardShell
      areaLabel={creating ? 'Creator' : 'Listener'}
      logoHref={paths.app.root}
      sections={creating ? creatorSections : listenerSections}
      sidebarExtra={creating ? <LibrarySection /> : <ListenerLibraryPanel />}
      sidebarFooter={<SidebarUser />}
      onLogout={logout}
      bottomBar={track ? <NowPlayingBar /> : null}
    />
  );
}
