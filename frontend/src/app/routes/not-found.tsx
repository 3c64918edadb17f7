import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { paths } from '@/config/paths';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Link to={paths.home} aria-label="Selah home">
        <Logo />
      </Link>
      <div className="flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-800">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">404</p>
        <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
        <p className="max-w-md text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.login}>Sign in</Link>
        </Button>
      </div>
    </main>
  );
}
