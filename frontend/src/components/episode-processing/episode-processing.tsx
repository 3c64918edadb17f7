import type { QueryKey } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Clock, Download, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { FileSession } from '@/lib/file-token';
import type { EpisodeProcessing as Processing } from '@/types/media';
import {
  loudnessText,
  processingPercent,
  truePeakText,
} from '@/components/episode-processing/processing';
import {
  useDownloadOriginal,
  useReprocessEpisode,
} from '@/components/episode-processing/processing-api';

/** ProcessedEpisode is what the rendition's line needs of an episode. */
export type ProcessedEpisode = Processing & { _id: string; title: string };

export interface EpisodeProcessingProps {
  episode: ProcessedEpisode;
  /** itemKey: the query holding the item; "Try again" updates and refetches it. */
  itemKey: QueryKey;
  /** session: whose account acts (the owner's 'user' or an admin's). */
  session: FileSession;
}

/** FAILED_FALLBACK: a failed episode's sentence when the server gave none. */
export const FAILED_FALLBACK = 'This audio could not be processed. Listeners hear the original.';

function Status({ episode }: { episode: ProcessedEpisode }) {
  if (episode.processing === 'pending') {
    const percent = processingPercent(episode.processingProgress);
    if (percent === 0) {
      return (
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          Waiting to be processed
        </span>
      );
    }
    return (
      <span className="inline-flex min-w-0 items-center gap-2 text-gold-900">
        <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        <span className="whitespace-nowrap tabular-nums">Processing… {percent}%</span>
        <Progress
          value={percent}
          aria-label={`Processing ${episode.title}`}
          // It gives way first where the row is narrow (the admin's dialog on a phone).
          className="h-1.5 w-20 min-w-6 shrink sm:w-28"
        />
      </span>
    );
  }
  if (episode.processing === 'done') {
    const l = episode.loudness;
    return (
      <>
        <span className="inline-flex items-center gap-1.5 font-medium text-success">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          Ready
        </span>
        {l ? (
          <span className="whitespace-nowrap text-muted-foreground tabular-nums">
            Loudness: {loudnessText(l)}
          </span>
        ) : null}
        {l ? (
          <span className="whitespace-nowrap text-muted-foreground tabular-nums">
            True peak: {truePeakText(l)}
          </span>
        ) : null}
      </>
    );
  }
  return (
    <span className="inline-flex items-start gap-1.5 font-medium text-red-700">
      <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {episode.processingError || FAILED_FALLBACK}
    </span>
  );
}

/**
 * EpisodeProcessing is, for the owner and admins, where an episode's streaming rendition
 * stands: waiting, processing with its percent, ready with the loudness measured before and
 * after, or failed with the server's sentence and "Try again". "Download original" saves the
 * file as it was uploaded. It renders nothing for a server that does not make renditions.
 */
export function EpisodeProcessing({ episode, itemKey, session }: EpisodeProcessingProps) {
  const reprocess = useReprocessEpisode(itemKey, session);
  const download = useDownloadOriginal(session);
  if (!episode.processing) return null;
  const failed = episode.processing === 'failed';
  // Said once when processing ends; the percent itself is not announced every two seconds.
  const outcome =
    episode.processing === 'done'
      ? `${episode.title} is ready`
      : failed
        ? `${episode.title} could not be processed`
        : '';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs">
      <span className="sr-only" aria-live="polite">
        {outcome}
      </span>
      <Status episode={episode} />
      <span className="flex flex-wrap items-center gap-1 sm:ml-auto">
        {failed ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-7 px-2.5"
            disabled={reprocess.isPending}
            onClick={() => reprocess.mutate(episode._id)}
            aria-label={`Try again: process ${episode.title}`}
          >
            <RotateCcw className="size-3.5" aria-hidden="true" />
            Try again
          </Button>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-muted-foreground hover:text-foreground"
          disabled={download.isPending}
          onClick={() => download.mutate(episode._id)}
          aria-label={`Download original of ${episode.title}`}
        >
          <Download className="size-3.5" aria-hidden="true" />
          Download original
        </Button>
      </span>
    </div>
  );
}
