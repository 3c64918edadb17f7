import { CreatorMediaPage } from '@/features/creator/components/creator-media-page';

/** CreatorSermons is /user/sermons. */
export default function CreatorSermons() {
  return <CreatorMediaPage type="sermon" />;
}
