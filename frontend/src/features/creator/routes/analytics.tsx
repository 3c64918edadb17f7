import { AnalyticsPage } from '@/features/creator/components/analytics-page';

/**
 * CreatorAnalytics is /user/analytics: plays, listeners and feed downloads of the creator's
 * content, and their followers.
 */
export default function CreatorAnalytics() {
  return <AnalyticsPage />;
}
