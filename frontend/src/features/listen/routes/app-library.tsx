import { LibraryPage } from '@/features/listen/components/library/library-page';

/** AppLibrary is /app/library: the listener's library. */
export default function AppLibrary() {
  return <LibraryPage />;
}
