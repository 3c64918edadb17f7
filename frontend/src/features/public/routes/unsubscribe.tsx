import { UnsubscribePanel } from '@/features/public/components/unsubscribe-page';

/** UnsubscribePage is /unsubscribe?token=, where a follower's new-item email links (no sign-in). */
export default function UnsubscribePage() {
  return <UnsubscribePanel />;
}
