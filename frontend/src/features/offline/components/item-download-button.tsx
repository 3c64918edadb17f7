import { ChevronDown, CircleCheck, Download, Trash2, X } from 'lucide-react';
import type { MediaWithEpisodes } from '@/types/media';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { downloads } from '@/features/offline/downloads';
import { startDownload } from '@/features/offline/start-download';
import type { EpisodeDownload } from '@/features/offline/use-downloads';
import {
  DownloadProgressRing,
  shareDone,
} from '@/features/offline/components/download-progress-ring';

/**
 * ItemDownloadButton downloads a whole item (album, podcast, sermon series) for offline
 * listening: "Download" (or "Download N more"), then its progress with cancel, then
 * "Downloaded" with a menu to remove it from the device.
 */
export function ItemDownloadButton({
  media,
  states,
}: {
  media: MediaWithEpisodes;
  states: Record<string, EpisodeDownload>;
}) {
  const playable = media.episodes.filter((e) => Boolean(e.streamUrl));
  if (playable.length === 0) return null;
  const all = playable.map((e) => states[e._id] ?? { saved: false, active: null });
  const saved = all.filter((s) => s.saved).length;
  const going = all.filter((s) => s.active && s.active.status !== 'failed');

  if (going.length > 0) {
    const current = going.find((s) => s.active?.status === 'downloading')?.active;
    const share =
      (saved + (current ? shareDone(current.received, current.total) : 0)) / (saved + going.length);
    const pct = Math.round(share * 100);
    return (
      <Button
        variant="outline"
        size="lg"
        className="gap-2 tabular-nums"
        aria-label={`Downloading, ${pct}%: cancel`}
        onClick={() => downloads.cancelItem(media._id)}
      >
        <span className="relative flex size-6 items-center justify-center" aria-hidden="true">
          <DownloadProgressRing value={share} className="absolute inset-0 size-6" />
          <X className="size-3 text-gold-900" strokeWidth={2.5} />
        </span>
        Downloading {pct}%
      </Button>
    );
  }
  if (saved === playable.length) {
    const ids = playable.map((e) => e._id);
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="lg" className="gap-2">
            <CircleCheck className="size-5 text-success" aria-hidden="true" />
            Downloaded
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem
            onSelect={() => void Promise.all(ids.map((id) => downloads.remove(id)))}
          >
            <Trash2 aria-hidden="true" />
            Remove from this device
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }
  const left = playable.filter((e) => !states[e._id]?.saved);
  return (
    <Button
      variant="outline"
      size="lg"
      className="gap-2"
      onClick={() => void startDownload(media, left)}
    >
      <Download className="size-5" aria-hidden="true" />
      {saved > 0 ? `Download ${left.length} more` : 'Download'}
    </Button>
  );
}
