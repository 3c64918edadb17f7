import { CreatorMediaPage } from '@/features/creator/components/creator-media-page';

/** CreatorPodcasts is /user/podcasts. */
export default function CreatorPodcasts() {
  return <CreatorMediaPage type="podcast" />;
}
