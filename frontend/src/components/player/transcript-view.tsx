import * as React from 'react';
import { AlertCircle, RefreshCw } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatClock } from '@/lib/time-text';
import { cn } from '@/lib/utils';
import { currentCueIndex, type Cue } from '@/lib/webvtt';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTranscript } from '@/components/player/transcript-api';

/** TRANSCRIPT_FAILED: what a transcript that could not be fetched says. */
export const TRANSCRIPT_FAILED = 'Could not load the transcript. Please try again.';
/** FOLLOW_PAUSE_MS: how long the list stops following the audio after the listener scrolls it. */
const FOLLOW_PAUSE_MS = 4000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * keepInView scrolls `box` (not the page, not the focus) so that `row` shows, a third of the
 * way down, when it is out of sight; instantly for those who ask for reduced motion.
 */
export function keepInView(box: HTMLElement, row: HTMLElement) {
  const top = row.offsetTop - box.offsetTop;
  const bottom = top + row.offsetHeight;
  if (top >= box.scrollTop && bottom <= box.scrollTop + box.clientHeight) return;
  box.scrollTo?.({
    top: Math.max(0, top - box.clientHeight / 3),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}

const CueRow = React.memo(function CueRow({
  cue,
  current,
  onSeek,
}: {
  cue: Cue;
  current: boolean;
  onSeek: (time: number) => void;
}) {
  return (
    <li>
      <button
        type="button"
        data-cue-start={cue.start}
        aria-current={current ? 'true' : undefined}
        onClick={() => onSeek(cue.start)}
        className={cn(
          'grid w-full grid-cols-[3.25rem_minmax(0,1fr)] gap-2 rounded-md px-2 py-1.5 text-left text-sm leading-relaxed transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          current ? 'bg-gold-100 text-gold-900' : 'text-stone-700 hover:bg-muted',
        )}
      >
        <span
          className={cn(
            'pt-px text-xs tabular-nums',
            current ? 'font-medium text-gold-900' : 'text-muted-foreground',
          )}
        >
          {formatClock(cue.start)}
        </span>
        <span className="whitespace-pre-line">{cue.text}</span>
      </button>
    </li>
  );
});

export interface TranscriptCuesProps {
  cues: readonly Cue[];
  /** time: where the audio is, in seconds; null when this episode is not the one playing. */
  time: number | null;
  onSeek: (time: number) => void;
  /** label names the list ("Transcript of …"). */
  label: string;
  /** className sizes the scroll box (a max height). */
  className?: string;
}

/**
 * TranscriptCues is a transcript as a list of its cues, each a button that seeks to its start.
 * The cue being spoken is marked (aria-current) and kept in view in its own scroll box, without
 * moving the focus, and not while the listener scrolls it themselves.
 */
export function TranscriptCues({ cues, time, onSeek, label, className }: TranscriptCuesProps) {
  const box = React.useRef<HTMLDivElement>(null);
  const userScrolled = React.useRef(0);
  const current = time === null ? -1 : currentCueIndex(cues, time);

  React.useEffect(() => {
    const el = box.current;
    if (!el || current < 0) return;
    if (Date.now() - userScrolled.current < FOLLOW_PAUSE_MS) return;
    const row = el.querySelectorAll<HTMLElement>('li')[current];
    if (row) keepInView(el, row);
  }, [current]);

  const touched = () => {
    userScrolled.current = Date.now();
  };
  return (
    <div
      ref={box}
      className={cn('relative overflow-y-auto overscroll-contain', className)}
      onWheel={touched}
      onTouchMove={touched}
    >
      <ol aria-label={label} className="grid gap-0.5">
        {cues.map((cue, i) => (
          <CueRow key={i} cue={cue} current={i === current} onSeek={onSeek} />
        ))}
      </ol>
    </div>
  );
}

/**
 * Transcript fetches an episode's transcript (`url`) and shows it as TranscriptCues, with its
 * loading, failed and empty states.
 */
export function Transcript({
  url,
  className,
  ...props
}: Omit<TranscriptCuesProps, 'cues'> & { url: string }) {
  const query = useTranscript(url);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Spinner label="" />
        Loading the transcript...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 py-2 text-sm">
        <p className="flex items-center gap-2 font-medium text-red-700">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {errorMessage(query.error, TRANSCRIPT_FAILED)}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="py-2 text-sm text-muted-foreground">This transcript has no text yet.</p>;
  }
  return <TranscriptCues cues={query.data} className={className} {...props} />;
}
