import { AlertCircle, CircleCheck, Download, X } from 'lucide-react';
import type { Episode, Media } from '@/types/media';
import { cn } from '@/lib/utils';
import { downloads } from '@/features/offline/downloads';
import { startDownload } from '@/features/offline/start-download';
import type { EpisodeDownload } from '@/features/offline/use-downloads';
import {
  DownloadProgressRing,
  shareDone,
} from '@/features/offline/components/download-progress-ring';

const base =
  'relative flex size-9 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * EpisodeDownloadButton is one episode's download control in an item's track list: download,
 * cancel while it downloads (a ring shows how far), remove once downloaded, try again after a
 * failure.
 */
export function EpisodeDownloadButton({
  media,
  episode,
  state,
}: {
  media: Media;
  episode: Episode;
  state: EpisodeDownload;
}) {
  if (!episode.streamUrl) return null;
  const { saved, active } = state;
  if (saved) {
    return (
      <button
        type="button"
        className={cn(base, 'text-success hover:bg-stone-100')}
        aria-label={`Downloaded: remove ${episode.title} from this device`}
        title="Downloaded (remove from this device)"
        onClick={() => void downloads.remove(episode._id)}
      >
        <CircleCheck className="size-5" aria-hidden="true" />
      </button>
    );
  }
  if (active && active.status !== 'failed') {
    const pct = Math.round(shareDone(active.received, active.total) * 100);
    const label =
      active.status === 'waiting'
        ? `Waiting to download ${episode.title}: cancel`
        : `Downloading ${episode.title}, ${pct}%: cancel`;
    return (
      <button
        type="button"
        className={cn(base, 'text-gold-800 hover:bg-gold-50')}
        aria-label={label}
        title="Cancel download"
        onClick={() => downloads.cancel(episode._id)}
      >
        <DownloadProgressRing
          value={shareDone(active.received, active.total)}
          className={cn('absolute inset-1', active.status === 'waiting' && 'opacity-50')}
        />
        <X className="size-3.5" aria-hidden="true" />
      </button>
    );
  }
  const failed = active?.status === 'failed';
  return (
    <button
      type="button"
      className={cn(
        base,
        failed ? 'text-destructive hover:bg-red-50' : 'text-muted-foreground hover:bg-stone-100',
      )}
      aria-label={
        failed ? `Download of ${episode.title} failed: try again` : `Download ${episode.title}`
      }
      title={failed ? (active?.error ?? 'Try again') : 'Download for offline listening'}
      onClick={() => void startDownload(media, [episode])}
    >
      {failed ? (
        <AlertCircle className="size-5" aria-hidden="true" />
      ) : (
        <Download className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
