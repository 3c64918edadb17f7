import { PlayCircle } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatDuration } from '@/lib/format';
import { BrowseEmptyState } from '@/components/browse-empty-state';
import { ListError } from '@/components/list-states';
import { useContinueListening } from '@/features/listen/api/get-continue-listening';
import { EpisodeRow, heardPercent } from '@/features/listen/components/library/episode-row';
import { LibraryShelf, RowsSkeleton } from '@/features/listen/components/library/library-shelf';

/** ContinueSection is the library's "Continue listening": episodes started and not finished. */
export function ContinueSection() {
  const list = useContinueListening();
  let body;
  if (list.isPending) {
    body = <RowsSkeleton count={2} />;
  } else if (list.isError) {
    body = (
      <ListError
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <BrowseEmptyState
        icon={<PlayCircle aria-hidden="true" />}
        title="Nothing to continue"
        description="Start an episode and stop part way: it waits for you here, on any device."
      />
    );
  } else {
    body = (
      <ul className="grid gap-2">
        {list.data.map((item) => {
          const duration = item.duration || item.episode.duration;
          return (
            <EpisodeRow
              key={item.episode._id}
              episode={item.episode}
              media={item.media}
              startAt={item.position}
              percent={heardPercent(item.position, duration)}
              detail={`${formatDuration(Math.ceil(Math.max(0, duration - item.position)))} left`}
            />
          );
        })}
      </ul>
    );
  }
  return (
    <LibraryShelf id="continue" title="Continue listening">
      {body}
    </LibraryShelf>
  );
}
