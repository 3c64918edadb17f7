import { Link } from 'react-router-dom';
import { Music } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function AdminSongs() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Song Management" description="Review and approve uploaded media." />
      <ComingSoon
        icon={<Music aria-hidden="true" />}
        title="Media review is coming soon"
        description="Soon you will browse uploads by status, open their details and approve or reject them here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.admin.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
