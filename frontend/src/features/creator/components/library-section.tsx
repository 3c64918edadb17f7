import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SidebarLibraryCard } from '@/components/sidebar-library-card';
import { useMediaStats } from '@/features/creator/api/get-media-stats';

/** LibrarySection is the sidebar's Library: what the creator has uploaded, one click from the list. */
export function LibrarySection() {
  const { data, isPending, isError } = useMediaStats();
  const total = data?.totalMedia ?? 0;
  return (
    <SidebarLibraryCard pending={isPending} failed={isError}>
      {total === 0 || !data ? (
        <>
          <p className="text-sm font-medium">Your library is empty</p>
          <p className="mt-1 text-xs text-muted-foreground">
            Your uploads will appear here.{' '}
            <Link to={paths.user.songs} className="font-medium text-primary-strong hover:underline">
              Upload music
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="text-sm font-medium">
            {total} {total === 1 ? 'upload' : 'uploads'}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            {data.totalAlbums} albums · {data.totalSermons} sermons · {data.totalPodcasts} podcasts
          </p>
          <Link
            to={paths.app.content}
            className="mt-2 inline-block text-xs font-medium text-primary-strong hover:underline"
          >
            Browse your library
          </Link>
        </>
      )}
    </SidebarLibraryCard>
  );
}
