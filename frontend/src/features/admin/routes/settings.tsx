import { Link } from 'react-router-dom';
import { Settings } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function AdminSettings() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Settings" description="Platform settings." />
      <ComingSoon
        icon={<Settings aria-hidden="true" />}
        title="Settings are coming soon"
        description="Soon you will manage platform settings such as genres and categories here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.admin.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
