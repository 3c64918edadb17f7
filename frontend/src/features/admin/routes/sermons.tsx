import { Link } from 'react-router-dom';
import { BookOpen } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function AdminSermons() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Sermons" description="Review uploaded sermons." />
      <ComingSoon
        icon={<BookOpen aria-hidden="true" />}
        title="Sermon review is coming soon"
        description="Soon you will browse and review uploaded sermons here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.admin.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
