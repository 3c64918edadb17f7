import { CreatorDashboardPage } from '@/features/creator/components/creator-dashboard-page';

/** CreatorDashboard is the /user index: counts, plays, quick upload and the last uploads. */
export default function CreatorDashboard() {
  return <CreatorDashboardPage />;
}
