import { ExternalLink } from 'lucide-react';
import { formatClock } from '@/lib/time-text';
import { cn } from '@/lib/utils';
import type { Chapter } from '@/types/media';

export interface ChapterListProps {
  chapters: readonly Chapter[];
  /** current: the index of the chapter playing; -1 when none (or the episode is not playing). */
  current: number;
  /** onSeek plays from a chapter's start. */
  onSeek: (time: number) => void;
  /** label names the list ("Chapters of …"). */
  label: string;
  className?: string;
}

/**
 * ChapterList is an episode's chapters with their start times, each a button that plays from
 * there; the one playing is marked (aria-current). A chapter's link opens in a new tab.
 */
export function ChapterList({ chapters, current, onSeek, label, className }: ChapterListProps) {
  return (
    <ol aria-label={label} className={cn('grid gap-0.5', className)}>
      {chapters.map((chapter, i) => {
        const on = i === current;
        return (
          <li key={`${chapter.startTime}-${i}`} className="flex items-center gap-1">
            <button
              type="button"
              aria-current={on ? 'true' : undefined}
              onClick={() => onSeek(chapter.startTime)}
              className={cn(
                'grid min-w-0 flex-1 grid-cols-[3.25rem_minmax(0,1fr)] items-baseline gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                on ? 'bg-gold-100 font-medium text-gold-900' : 'hover:bg-muted',
              )}
            >
              <span
                className={cn(
                  'text-xs tabular-nums',
                  on ? 'text-gold-900' : 'text-muted-foreground',
                )}
              >
                {formatClock(chapter.startTime)}
              </span>
              <span className="break-words">{chapter.title}</span>
            </button>
            {chapter.url ? (
              <a
                href={chapter.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Link for “${chapter.title}” (opens in a new tab)`}
                title="Open the chapter's link"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
