import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function AdminUsers() {
  return (
    <div className="grid gap-8">
      <PageHeader title="User Management" description="Search, filter and manage Selah's users." />
      <ComingSoon
        icon={<Users aria-hidden="true" />}
        title="User management is coming soon"
        description="Soon you will search users, see their plan and status, message them and suspend accounts here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.admin.root}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
