import { AppealsPage } from '@/features/admin/components/appeals-page';

/** AdminAppeals is /admin/appeals: creators' appeals of a rejection or takedown. */
export default function AdminAppeals() {
  return <AppealsPage />;
}
