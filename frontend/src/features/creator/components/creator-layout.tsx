import { Link } from 'react-router-dom';
import { BookOpen, Home, LogOut, Mic, Music, Settings, Library } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUserAuth } from '@/lib/auth/user-auth';
import { DashboardShell, type ShellNavSection } from '@/components/layouts/dashboard-shell';
import { NowPlayingBar } from '@/components/player/now-playing-bar';
import { useCurrentTrack } from '@/components/player/player-store';

const sections: ShellNavSection[] = [
  {
    items: [
      { to: paths.user.root, label: 'Home', icon: Home, end: true },
      { to: paths.user.songs, label: 'Songs', icon: Music },
      { to: paths.user.podcasts, label: 'Podcasts', icon: Mic },
      { to: paths.user.sermons, label: 'Sermons', icon: BookOpen },
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

function LibrarySection() {
  return (
    <section aria-labelledby="library-heading">
      <h2
        id="library-heading"
        className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        Library
      </h2>
      <div className="rounded-lg border border-dashed bg-background px-4 py-5 text-center">
        <Library className="mx-auto mb-2 size-5 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">Your library is empty</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Your uploads will appear here.{' '}
          <Link to={paths.user.songs} className="font-medium text-primary-strong hover:underline">
            Upload music
          </Link>
        </p>
      </div>
    </section>
  );
}

function SidebarUser() {
  const { user } = useUserAuth();
  return (
    <div className="flex items-center gap-3">
      <div
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-100 text-sm font-semibold text-gold-900"
      >
        {(user.name || user.email).trim().charAt(0).toUpperCase()}
      </div>
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
  return (
    <DashboardShell
      areaLabel="Creator"
      logoHref={paths.app.root}
      sections={sections}
      sidebarExtra={<LibrarySection />}
      sidebarFooter={<SidebarUser />}
      onLogout={logout}
      bottomBar={track ? <NowPlayingBar track={track} /> : null}
    />
  );
}
