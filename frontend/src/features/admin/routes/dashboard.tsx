import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';

/** AdminDashboard is the /admin index: live platform figures, the review queue and the newest rows. */
export default function AdminDashboard() {
  return <AdminDashboardPage />;
}
