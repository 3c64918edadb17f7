import * as React from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NowPlayingBar } from '@/components/player/now-playing-bar';
import { useCurrentTrack } from '@/components/player/player-store';
import { PublicPageHeader } from '@/features/public/components/public-page-header';
import { usePublicTheme } from '@/features/public/hooks/use-public-theme';

const footerLink =
  'rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * PublicPlayerLayout frames the public item and creator pages (/m/{id}, /c/{id}): the site's
 * header with sign-in or "Open in app", the page, a short footer, and the app's one player bar
 * fixed at the bottom once something plays, so listening goes on from page to page, signed in
 * or not. It follows the visitor's light or dark setting.
 */
export default function PublicPlayerLayout() {
  usePublicTheme();
  const track = useCurrentTrack();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <PublicPageHeader />
      <main
        id="main"
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8"
      >
        <React.Suspense fallback={null}>
          <Outlet />
        </React.Suspense>
      </main>
      <footer className={track ? 'pb-36 md:pb-24' : undefined}>
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t py-6 text-sm text-muted-foreground">
            <p>© {new Date().getFullYear()} Selah</p>
            <nav aria-label="Legal" className="flex gap-4">
              <Link to={paths.privacyPolicy} className={footerLink}>
                Privacy
              </Link>
              <Link to={paths.terms} className={footerLink}>
                Terms
              </Link>
            </nav>
          </div>
        </div>
      </footer>
      {track ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background">
          <NowPlayingBar mediaHref={(id) => paths.public.media(id)} />
        </div>
      ) : null}
    </div>
  );
}
