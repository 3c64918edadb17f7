import { Link } from 'react-router-dom';
import { Music } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function CreatorSongs() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Your Songs" description="Upload and manage your music" />
      <ComingSoon
        icon={<Music aria-hidden="true" />}
        title="Song uploads are coming soon"
        description="Soon you will upload albums and tracks here and follow their review status."
        action={
          <Button asChild variant="outline">
            <Link to={paths.user.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
