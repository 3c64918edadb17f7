import { FollowingPage } from '@/features/listen/components/following-page';

/** AppFollowing is /app/following: the creators the listener follows and what they published. */
export default function AppFollowing() {
  return <FollowingPage />;
}
