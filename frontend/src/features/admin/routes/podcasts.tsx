import { PodcastsPage } from '@/features/admin/components/podcasts-page';

/** AdminPodcasts is /admin/podcasts: every podcast series, to search, review and extend. */
export default function AdminPodcasts() {
  return <PodcastsPage />;
}
