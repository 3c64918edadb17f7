import { SermonsPage } from '@/features/admin/components/sermons-page';

/** AdminSermons is /admin/sermons: every creator's sermons, to search, review and upload. */
export default function AdminSermons() {
  return <SermonsPage />;
}
