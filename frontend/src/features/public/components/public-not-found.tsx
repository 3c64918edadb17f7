import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { paths } from '@/config/paths';
import { NotFoundMessage } from '@/components/not-found-message';
import { Button } from '@/components/ui/button';
import { useDocumentTitle, pageTitle } from '@/features/public/hooks/use-document-title';

/**
 * PublicNotFound is the public pages' 404: the item or creator does not exist, or is not
 * public (waiting for review, taken down, or its creator suspended). The server sends the
 * same page with status 404; it says no more than that, so nothing private leaks.
 */
export function PublicNotFound({ what }: { what: 'item' | 'creator' }) {
  useDocumentTitle(pageTitle('Not found'));
  return (
    <section className="flex flex-col items-center gap-6 py-16 text-center" aria-labelledby="nf">
      <NotFoundMessage
        icon={SearchX}
        titleId="nf"
        title={what === 'item' ? 'This page is not available' : 'This creator is not available'}
        description={
          what === 'item'
            ? 'The link may be mistyped, or this audio is not published (or no longer is).'
            : 'The link may be mistyped, or this creator has nothing published yet.'
        }
      >
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.app.root}>Browse in the app</Link>
        </Button>
      </NotFoundMessage>
    </section>
  );
}
