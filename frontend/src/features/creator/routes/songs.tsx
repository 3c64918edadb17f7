import { CreatorMediaPage } from '@/features/creator/components/creator-media-page';

/** CreatorSongs is /user/songs. */
export default function CreatorSongs() {
  return <CreatorMediaPage type="album" />;
}
