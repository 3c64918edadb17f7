import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

/** AppContent is /app/content ("View All Content"). */
export default function AppContent() {
  return (
    <div className="grid gap-8">
      <PageHeader title="All Content" description="Everything you have uploaded, in one place." />
      <ComingSoon
        title="One list for all your content is coming soon"
        description="Until then, your songs, podcasts and sermons each have their own page."
        action={
          <>
            <Button asChild variant="outline">
              <Link to={paths.user.songs}>Songs</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.user.podcasts}>Podcasts</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.user.sermons}>Sermons</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
