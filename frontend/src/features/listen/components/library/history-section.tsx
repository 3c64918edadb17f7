import * as React from 'react';
import { toast } from 'sonner';
import { Check, History, RotateCcw } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatDate, formatDuration } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { ListError, LoadMore } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import {
  useHistory,
  useSetPlayed,
  type HistoryEntry,
  type PlayedChange,
} from '@/features/listen/api/library';
import { EpisodeRow, heardPercent } from '@/features/listen/components/library/episode-row';
import { LibraryShelf, RowsSkeleton } from '@/features/listen/components/library/library-shelf';

const MARK_FAILED = 'That could not be saved. Please try again.';

/** historyDetail is the line under a played episode: played, or the time left, and when. */
function historyDetail(entry: HistoryEntry): string {
  const duration = entry.duration || entry.episode.duration;
  const when = formatDate(entry.playedAt);
  if (entry.finished) return `Played · ${when}`;
  if (entry.position <= 0) return `Not started · ${when}`;
  return `${formatDuration(Math.ceil(Math.max(0, duration - entry.position)))} left · ${when}`;
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const setPlayed = useSetPlayed();
  const duration = entry.duration || entry.episode.duration;
  const title = entry.episode.title;

  // Marking played keeps where the listener was, so Undo puts them back there.
  const change = (next: PlayedChange, done?: string) =>
    setPlayed.mutate(next, {
      onSuccess: () => {
        if (!done) return;
        const undo: PlayedChange =
          'played' in next && next.played
            ? { episodeId: next.episodeId, position: entry.position }
            : { episodeId: next.episodeId, played: true };
        toast.success(done, { action: { label: 'Undo', onClick: () => change(undo) } });
      },
      onError: (error) => toast.error(errorMessage(error, MARK_FAILED)),
    });
  const mark = (played: boolean) =>
    change(
      { episodeId: entry.episode._id, played },
      played ? `Marked “${title}” as played` : `Marked “${title}” as unplayed`,
    );

  return (
    <EpisodeRow
      episode={entry.episode}
      media={entry.media}
      startAt={entry.finished ? 0 : entry.position}
      percent={entry.finished ? 100 : heardPercent(entry.position, duration)}
      detail={historyDetail(entry)}
      actions={
        entry.finished ? (
          <Button
            variant="outline"
            size="sm"
            disabled={setPlayed.isPending}
            onClick={() => mark(false)}
            aria-label={`Mark as unplayed: ${title}`}
          >
            <RotateCcw aria-hidden="true" />
            Mark as unplayed
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={setPlayed.isPending}
            onClick={() => mark(true)}
            aria-label={`Mark as played: ${title}`}
          >
            <Check aria-hidden="true" />
            Mark as played
          </Button>
        )
      }
    />
  );
}

/** HistorySection is what the listener played, newest first, with "Mark as played" per episode. */
export function HistorySection() {
  const history = useHistory();
  const entries = React.useMemo(
    () => history.data?.pages.flatMap((p) => p.data) ?? [],
    [history.data],
  );
  const total = history.data?.pages[0]?.total ?? 0;

  let body: React.ReactNode;
  if (history.isPending) {
    body = <RowsSkeleton count={3} />;
  } else if (history.isError && !history.data) {
    body = (
      <ListError
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        className="py-8"
        icon={<History aria-hidden="true" />}
        title="Nothing played yet"
        description="Episodes you play are listed here, newest first, so you can find them again."
      />
    );
  } else {
    body = (
      <div className="grid gap-4">
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <HistoryRow key={entry.episode._id} entry={entry} />
          ))}
        </ul>
        <LoadMore pages={history} label="Show more" shown={entries.length} total={total} />
      </div>
    );
  }
  return (
    <LibraryShelf id="history" title="History" description="What you played, newest first.">
      {body}
    </LibraryShelf>
  );
}
