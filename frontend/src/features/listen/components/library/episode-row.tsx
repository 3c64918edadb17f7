import type * as React from 'react';
import { Link } from 'react-router-dom';
import { Pause, Play } from 'lucide-react';
import { paths } from '@/config/paths';
import { MediaCover } from '@/components/media-cover';
import { listenTypeCopy } from '@/components/media-types';
import { player, usePlayer } from '@/components/player/player-store';
import { toQueue, toQueueMedia } from '@/components/player/to-queue';
import type { Episode, Media } from '@/types/media';

export interface EpisodeRowProps {
  episode: Episode;
  media: Media;
  /** startAt: where Play starts (seconds): the saved position, or 0 for a finished episode. */
  startAt: number;
  /** percent: how much of the episode the listener heard, 0..100. */
  percent: number;
  /** detail: the line under the title (time left, played, when). */
  detail: React.ReactNode;
  /** actions: buttons at the end of the row (Mark as played...). */
  actions?: React.ReactNode;
}

/**
 * EpisodeRow is one episode in the library's lists: its cover, a Play button that starts it
 * where the listener is (or pauses it when it is the one playing), its title linked to its
 * item, a progress bar and the row's actions.
 */
export function EpisodeRow({ episode, media, startAt, percent, detail, actions }: EpisodeRowProps) {
  const isCurrent = usePlayer((s) => s.queue[s.index]?._id === episode._id);
  const playing = usePlayer((s) => s.playing) && isCurrent;
  const play = () => {
    if (isCurrent) {
      player.toggle();
      return;
    }
    const queue = toQueue([{ ...episode, resumeAt: startAt }]);
    if (queue.length > 0) player.playQueue(toQueueMedia(media), queue, 0, startAt);
  };
  const copy = listenTypeCopy(media.type);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-card p-3 sm:flex-nowrap">
      <div className="relative hidden size-12 shrink-0 sm:block">
        <MediaCover
          src={media.thumbnail || media.coverArt || media.image}
          icon={copy.icon}
          className="size-12 rounded-md"
        />
      </div>
      <button
        type="button"
        onClick={play}
        disabled={!episode.streamUrl}
        aria-label={`${playing ? 'Pause' : 'Play'} ${episode.title}`}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50"
      >
        {playing ? (
          <Pause className="size-4 fill-current" aria-hidden="true" />
        ) : (
          <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
        )}
      </button>
      <div className="grid min-w-0 flex-1 basis-40 gap-1">
        <Link
          to={paths.app.media(media._id)}
          className="truncate text-sm font-medium hover:underline focus-visible:underline focus-visible:outline-none"
          title={episode.title}
        >
          {episode.title}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{media.title}</p>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
        <div
          className="h-1 overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-label={`Heard of ${episode.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <div className="h-full bg-gold-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {actions ? <div className="ml-auto flex shrink-0 gap-2">{actions}</div> : null}
    </li>
  );
}

/** heardPercent is how much of an episode a position is, 0..100 (0 without a duration). */
export function heardPercent(position: number, duration: number): number {
  return duration > 0 ? Math.min(100, Math.max(0, (position / duration) * 100)) : 0;
}
