import { Link } from 'react-router-dom';
import { Upload } from 'lucide-react';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { QuickUpload } from '@/features/creator/components/quick-upload';

/** CreatorDashboard is the /user index. */
export default function CreatorDashboard() {
  return (
    <div className="grid gap-10">
      <PageHeader
        title="Creator Dashboard"
        description="Manage your content and track your performance"
      />
      <QuickUpload />
      <section aria-labelledby="recent-uploads-heading" className="grid gap-4">
        <h2 id="recent-uploads-heading" className="text-lg font-semibold">
          Recent Uploads
        </h2>
        <EmptyState
          icon={<Upload aria-hidden="true" />}
          title="Your uploads will appear here"
          description="Share your first song, sermon or podcast and follow its review status from this page."
          action={
            <Button asChild>
              <Link to={paths.user.songs}>Upload Music</Link>
            </Button>
          }
        />
      </section>
    </div>
  );
}
