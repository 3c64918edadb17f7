import { Link } from 'react-router-dom';
import { Mic } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function CreatorPodcasts() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Your Podcasts" description="Manage and monitor your podcast series" />
      <ComingSoon
        icon={<Mic aria-hidden="true" />}
        title="Podcast uploads are coming soon"
        description="Soon you will upload podcast series and episodes here and follow their review status."
        action={
          <Button asChild variant="outline">
            <Link to={paths.user.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
