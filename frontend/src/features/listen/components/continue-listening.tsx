import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import { MediaCover } from '@/components/media-cover';
import { listenTypeCopy } from '@/components/media-types';
import { toQueue, toQueueMedia } from '@/components/player/to-queue';
import { resumePoint } from '@/components/player/position-saver';
import { player, usePlayer } from '@/components/player/player-store';
import { Skeleton } from '@/components/ui/skeleton';
import { listenMediaQueryOptions } from '@/features/listen/api/get-media';
import {
  useContinueListening,
  type ContinueItem,
} from '@/features/listen/api/get-continue-listening';

function ContinueCard({ item }: { item: ContinueItem }) {
  const queryClient = useQueryClient();
  const isCurrent = usePlayer((s) => s.queue[s.index]?._id === item.episode._id);
  const playing = usePlayer((s) => s.playing) && isCurrent;
  const saved = usePlayer((s) => s.positions[item.episode._id]);
  const live = usePlayer((s) => (isCurrent ? s.currentTime : 0));
  const duration = item.duration || item.episode.duration;
  const shown = isCurrent ? live : (saved ?? item.position);
  const percent = duration > 0 ? Math.min(100, (shown / duration) * 100) : 0;

  const resume = async () => {
    if (isCurrent) {
      player.toggle();
      return;
    }
    // The whole item is the queue, so "next" goes on; a failure plays this episode alone.
    let episodes = toQueue([item.episode]);
    let media = toQueueMedia(item.media);
    try {
      const full = await queryClient.fetchQuery(listenMediaQueryOptions(item.media._id));
      if (full.episodes.some((e) => e._id === item.episode._id)) {
        episodes = toQueue(full.episodes);
        media = toQueueMedia(full);
      }
    } catch {
      // play what we have
    }
    const index = Math.max(
      0,
      episodes.findIndex((e) => e._id === item.episode._id),
    );
    episodes[index] = { ...episodes[index], resumeAt: shown };
    player.playQueue(media, episodes, index);
  };

  const copy = listenTypeCopy(item.media.type);
  return (
    <li className="w-40 shrink-0 snap-start sm:w-44">
      <div className="group relative">
        <MediaCover
          src={item.media.thumbnail || item.media.coverArt}
          icon={copy.icon}
          className="shadow-sm"
        />
        <button
          type="button"
          onClick={() => void resume()}
          aria-label={`${playing ? 'Pause' : 'Resume'} ${item.episode.title}`}
          className="absolute right-2 bottom-3 flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {playing ? (
            <Pause className="size-4 fill-current" aria-hidden="true" />
          ) : (
            <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
          )}
        </button>
        <div
          className="absolute inset-x-0 bottom-0 h-1 overflow-hidden rounded-b-lg bg-black/20"
          aria-hidden="true"
        >
          <div className="h-full bg-gold-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Link
        to={paths.app.media(item.media._id)}
        className="mt-2 block truncate text-sm font-medium hover:underline focus-visible:underline focus-visible:outline-none"
        title={item.episode.title}
      >
        {item.episode.title}
      </Link>
      <p className="truncate text-xs text-muted-foreground">
        {isCurrent
          ? 'Now playing'
          : `${formatDuration(Math.ceil(Math.max(0, duration - shown)))} left`}{' '}
        · {item.media.title}
      </p>
    </li>
  );
}

/** ContinueListening is the row of episodes the listener started and did not finish. */
export function ContinueListening() {
  const list = useContinueListening();
  const positions = usePlayer((s) => s.positions);
  const currentId = usePlayer((s) => s.queue[s.index]?._id);
  // What the listener finished since the list was loaded leaves the row.
  const items = (list.data ?? []).filter(
    (item) =>
      item.episode._id === currentId ||
      resumePoint(
        positions[item.episode._id] ?? item.position,
        item.duration || item.episode.duration,
      ) > 0,
  );
  if (list.isError || (list.isSuccess && items.length === 0)) return null;
  return (
    <section aria-labelledby="continue-heading" className="grid gap-3">
      <h2 id="continue-heading" className="text-lg font-semibold">
        Continue listening
      </h2>
      {list.isPending ? (
        <div className="flex gap-4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="size-40 shrink-0 rounded-lg sm:size-44" />
          ))}
        </div>
      ) : (
        <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 lg:mx-0 lg:px-0">
          {items.map((item) => (
            <ContinueCard key={item.episode._id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
