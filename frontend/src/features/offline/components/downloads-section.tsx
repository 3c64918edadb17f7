import { Download, Pause, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDuration, formatFileSize } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BrowseEmptyState } from '@/components/browse-empty-state';
import { MediaCover } from '@/components/media-cover';
import { listenTypeCopy } from '@/components/media-types';
import { player, usePlayer, type QueueEpisode } from '@/components/player/player-store';
import type { MediaType } from '@/types/media';
import {
  useDownloads,
  useStorageEstimate,
  type DownloadedEpisode,
} from '@/features/offline/use-downloads';
import { RemoveAllDownloads } from '@/features/offline/components/remove-all-downloads';

/**
 * playDownloaded plays a downloaded episode with the rest of its item's downloads queued in
 * order; the player takes each from the device (offlineSource), so no connection is needed.
 */
function playDownloaded(all: DownloadedEpisode[], episode: DownloadedEpisode) {
  const state = player.getState();
  if (state.queue[state.index]?._id === episode.episodeId) {
    player.toggle();
    return;
  }
  const mine = all
    .filter((e) => e.mediaId === episode.mediaId)
    .sort((a, b) => a.position - b.position);
  const queue: QueueEpisode[] = mine.map((e) => ({
    _id: e.episodeId,
    title: e.title,
    position: e.position,
    duration: e.duration,
    streamUrl: '',
    resumeAt: state.positions[e.episodeId] ?? 0,
  }));
  player.playQueue(
    {
      _id: episode.mediaId,
      title: episode.itemTitle,
      type: episode.itemType as MediaType,
      artist: episode.creator,
      cover: episode.cover,
    },
    queue,
    mine.indexOf(episode),
  );
}

function DownloadRow({ all, episode }: { all: DownloadedEpisode[]; episode: DownloadedEpisode }) {
  const { remove } = useDownloads();
  const isCurrent = usePlayer((s) => s.queue[s.index]?._id === episode.episodeId);
  const playing = usePlayer((s) => s.playing) && isCurrent;
  const icon = listenTypeCopy(episode.itemType).icon;
  return (
    <li
      className={cn(
        'flex items-center gap-3 px-3 py-3 sm:gap-4 sm:px-4',
        isCurrent ? 'bg-gold-50' : undefined,
      )}
    >
      <button
        type="button"
        onClick={() => playDownloaded(all, episode)}
        aria-label={`${playing ? 'Pause' : 'Play'} ${episode.title}`}
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isCurrent
            ? 'border-transparent bg-primary text-primary-foreground'
            : 'border-input bg-background hover:border-gold-400 hover:bg-gold-50',
        )}
      >
        {playing ? (
          <Pause className="size-4 fill-current" aria-hidden="true" />
        ) : (
          <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
        )}
      </button>
      <MediaCover src={episode.cover} icon={icon} className="hidden size-12 shrink-0 sm:block" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{episode.title}</p>
        <p className="truncate text-sm text-muted-foreground">
          <Link
            to={paths.app.media(episode.mediaId)}
            className="hover:text-foreground hover:underline"
          >
            {episode.itemTitle}
          </Link>
          {episode.creator ? ` · ${episode.creator}` : null}
        </p>
        <p className="text-xs text-muted-foreground tabular-nums sm:hidden">
          {formatDuration(episode.duration)} · {formatFileSize(episode.bytes)}
        </p>
      </div>
      <p className="hidden shrink-0 text-right text-sm text-muted-foreground tabular-nums sm:block">
        <span className="sr-only">Duration </span>
        {formatDuration(episode.duration)}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, size </span>
        {formatFileSize(episode.bytes)}
      </p>
      <button
        type="button"
        onClick={() => void remove(episode.episodeId)}
        aria-label={`Remove the download of ${episode.title}`}
        title="Remove from this device"
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-stone-100 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * DownloadsSection lists the episodes downloaded on this device (the library's, or one
 * item's with `mediaId` when its page cannot load offline), the space they take and the
 * browser's estimate of what Selah stores, with play, remove and remove all.
 */
export function DownloadsSection({
  mediaId,
  title = 'Downloads',
}: {
  mediaId?: string;
  title?: string;
}) {
  const { loaded, episodes: every, totalBytes, removeAll } = useDownloads();
  const episodes = mediaId ? every.filter((e) => e.mediaId === mediaId) : every;
  const estimate = useStorageEstimate(totalBytes);
  const count = episodes.length === 1 ? '1 episode' : `${episodes.length} episodes`;
  return (
    <section id="downloads" aria-labelledby="downloads-heading" className="grid scroll-mt-20 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <h2 id="downloads-heading" className="text-lg font-semibold">
            {title}
          </h2>
          {episodes.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              {count} on this device, {formatFileSize(totalBytes)}
              {estimate && estimate.quota > 0
                ? ` (Selah uses ${formatFileSize(estimate.usage)} of ${formatFileSize(estimate.quota)} available)`
                : null}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Episodes kept on this device to play with no connection.
            </p>
          )}
        </div>
        {!mediaId && episodes.length > 1 ? (
          <RemoveAllDownloads count={episodes.length} bytes={totalBytes} onRemove={removeAll} />
        ) : null}
      </div>
      {!loaded ? null : episodes.length === 0 ? (
        <BrowseEmptyState
          icon={<Download aria-hidden="true" />}
          title="No downloads yet"
          description="Download an episode or a whole series from its page, and listen to it here with no connection."
        />
      ) : (
        <ul
          aria-label="Downloaded episodes"
          className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm"
        >
          {episodes.map((e) => (
            <DownloadRow key={e.episodeId} all={episodes} episode={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
