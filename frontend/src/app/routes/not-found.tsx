import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { paths } from '@/config/paths';
import { Logo } from '@/components/logo';
import { NotFoundMessage } from '@/components/not-found-message';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Link to={paths.home} aria-label="Selah home">
        <Logo />
      </Link>
      <NotFoundMessage
        icon={Compass}
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      >
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.login}>Sign in</Link>
        </Button>
      </NotFoundMessage>
    </main>
  );
}
