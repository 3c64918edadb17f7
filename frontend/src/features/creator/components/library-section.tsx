import { Link } from 'react-router-dom';
import { Library } from 'lucide-react';
import { paths } from '@/config/paths';
import { useMediaStats } from '@/features/creator/api/get-media-stats';

/** LibrarySection is the sidebar's Library: what the creator has uploaded, one click from the list. */
export function LibrarySection() {
  const { data, isPending, isError } = useMediaStats();
  const total = data?.totalMedia ?? 0;
  return (
    <section aria-labelledby="library-heading">
      <h2
        id="library-heading"
        className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        Library
      </h2>
      <div className="rounded-lg border border-dashed bg-background px-4 py-4 text-center">
        <Library className="mx-auto mb-2 size-5 text-muted-foreground" aria-hidden="true" />
        {isPending ? (
          <p className="text-xs text-muted-foreground">Loading...</p>
        ) : isError ? (
          <p className="text-xs text-muted-foreground">Your library could not be loaded.</p>
        ) : total === 0 ? (
          <>
            <p className="text-sm font-medium">Your library is empty</p>
            <p className="mt-1 text-xs text-muted-foreground">
              Your uploads will appear here.{' '}
              <Link
                to={paths.user.songs}
                className="font-medium text-primary-strong hover:underline"
              >
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
              {data.totalAlbums} albums · {data.totalSermons} sermons · {data.totalPodcasts}{' '}
              podcasts
            </p>
            <Link
              to={paths.app.content}
              className="mt-2 inline-block text-xs font-medium text-primary-strong hover:underline"
            >
              Browse your library
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
