import { SongsPage } from '@/features/admin/components/songs-page';

/**
 * AdminSongs is Song Management (/admin/songs): every creator's media with the platform's
 * figures, a server-side search and filters kept in the URL, paging, the review menu of each
 * item, its details and the Upload New Song dialog.
 */
export default function AdminSongs() {
  return <SongsPage />;
}
