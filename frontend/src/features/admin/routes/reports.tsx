import { ReportQueuePage } from '@/features/admin/components/report-queue-page';

/** AdminReports is /admin/reports: the reported items, open or resolved, live. */
export default function AdminReports() {
  return <ReportQueuePage />;
}
