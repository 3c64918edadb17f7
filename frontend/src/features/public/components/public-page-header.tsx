import { Link, useMatch } from 'react-router-dom';
import { AppWindow } from 'lucide-react';
import { paths } from '@/config/paths';
import { useSignedIn } from '@/hooks/use-signed-in';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

/**
 * PublicPageHeader tops the public item and creator pages: the logo, then Sign in and Create
 * account for a visitor, or "Open in app" for a signed-in listener (the item's own page in the
 * app when on an item, else the app's home).
 */
export function PublicPageHeader() {
  const signedIn = useSignedIn();
  const item = useMatch(paths.public.mediaPattern);
  const appHref = item?.params.id ? paths.app.media(item.params.id) : paths.app.root;
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          aria-label="Selah home"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {signedIn ? (
            <Button asChild variant="outline">
              <Link to={appHref}>
                <AppWindow aria-hidden="true" />
                Open in app
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="px-3 sm:px-4">
                <Link to={paths.login}>Sign in</Link>
              </Button>
              <Button asChild className="px-3 sm:px-4">
                <Link to={paths.createAccount}>Create account</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
