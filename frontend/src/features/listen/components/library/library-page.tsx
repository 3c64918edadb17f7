import * as React from 'react';
import { useUserAuth } from '@/lib/auth/user-auth';
import { PageHeader } from '@/components/page-header';
import { ContinueSection } from '@/features/listen/components/library/continue-section';
import { FollowingNewSection } from '@/features/listen/components/library/following-new-section';
import { HistorySection } from '@/features/listen/components/library/history-section';
import { LikedSection } from '@/features/listen/components/library/liked-section';
import { takeLastVisit } from '@/features/listen/utils/last-visit';
import { DownloadsSection } from '@/features/offline/components/downloads-section';

/**
 * LibraryPage is /app/library: what the listener keeps. Each section loads, fails and is empty
 * on its own, so one list that cannot be had leaves the others readable.
 */
export function LibraryPage() {
  const { user } = useUserAuth();
  // Read once per visit: "new" is measured from the visit before this one.
  const [visit] = React.useState(() => takeLastVisit(user._id));
  return (
    <div className="grid gap-10">
      <PageHeader
        title="Library"
        description="What you liked, what you follow, and where you left off."
      />
      <ContinueSection />
      <FollowingNewSection visit={visit} />
      <LikedSection />
      <DownloadsSection />
      <HistorySection />
    </div>
  );
}
