import { Link } from 'react-router-dom';
import { BookOpen } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function CreatorSermons() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Sermons" description="Upload and manage your sermons" />
      <ComingSoon
        icon={<BookOpen aria-hidden="true" />}
        title="Sermon uploads are coming soon"
        description="Soon you will upload sermons here and follow their review status."
        action={
          <Button asChild variant="outline">
            <Link to={paths.user.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
