import { Link } from 'react-router-dom';
import { Mic } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function AdminPodcasts() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Podcasts" description="Review podcast series and their episodes." />
      <ComingSoon
        icon={<Mic aria-hidden="true" />}
        title="Podcast review is coming soon"
        description="Soon you will browse and review podcast series and episodes here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.admin.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
