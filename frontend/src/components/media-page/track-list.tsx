import type * as React from 'react';
import { Pause, Play } from 'lucide-react';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import { resumePoint } from '@/components/player/position-saver';
import { usePlayer } from '@/components/player/player-store';
import type { Episode } from '@/types/media';

export interface TrackListProps {
  episodes: Episode[];
  /** episodeLabel: what one item is called in labels ("Track", "Episode", "Part"). */
  episodeLabel: string;
  /** onPlay plays (or pauses, when it is the current one) the episode at index. */
  onPlay: (index: number) => void;
  /** action: a control at the end of each row (the listener's download button), if any. */
  action?: (episode: Episode) => React.ReactNode;
  /** notes: what shows under an episode's row (its chapters and transcript), if anything. */
  notes?: (episode: Episode) => React.ReactNode;
}

function Equalizer() {
  return (
    <span className="flex h-3.5 items-end gap-0.5" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          className="w-0.5 animate-pulse rounded-full bg-gold-700 motion-reduce:animate-none"
          style={{ height: `${[60, 100, 40][i]}%`, animationDelay: `${i * 150}ms` }}
        />
      ))}
    </span>
  );
}

function TrackRow({
  episode,
  index,
  onPlay,
  action,
  notes,
}: {
  episode: Episode;
  index: number;
  onPlay: (index: number) => void;
  action?: TrackListProps['action'];
  notes?: TrackListProps['notes'];
}) {
  const isCurrent = usePlayer((s) => s.queue[s.index]?._id === episode._id);
  const playing = usePlayer((s) => s.playing) && isCurrent;
  const saved = usePlayer((s) => s.positions[episode._id]);
  const resumeAt = resumePoint(saved ?? episode.resumeAt, episode.duration);
  const playable = Boolean(episode.streamUrl);
  const below = notes?.(episode);
  return (
    <li className={cn('group transition-colors', isCurrent ? 'bg-gold-50' : 'hover:bg-stone-50')}>
      <div className="flex items-center gap-3 px-3 py-3 sm:gap-4 sm:px-4">
        <button
          type="button"
          onClick={() => onPlay(index)}
          disabled={!playable}
          aria-label={`${playing ? 'Pause' : 'Play'} ${episode.title}`}
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
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
        <span className="hidden w-5 shrink-0 text-right text-sm text-muted-foreground tabular-nums sm:inline">
          {playing ? <Equalizer /> : episode.position || index + 1}
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className={cn('truncate font-medium', isCurrent && 'text-gold-900')}>
            {episode.title}
          </p>
          {resumeAt > 0 && !isCurrent ? (
            <div className="flex items-center gap-2">
              <div
                className="h-1 w-16 overflow-hidden rounded-full bg-stone-200"
                aria-hidden="true"
              >
                <div
                  className="h-full bg-gold-500"
                  style={{ width: `${Math.min(100, (resumeAt / episode.duration) * 100)}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground">Resume at {formatDuration(resumeAt)}</p>
            </div>
          ) : episode.description ? (
            <p className="truncate text-sm text-muted-foreground">{episode.description}</p>
          ) : null}
        </div>
        <span className="w-14 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
          <span className="sr-only">Duration </span>
          {formatDuration(episode.duration)}
        </span>
        {action?.(episode)}
      </div>
      {/* Under the title: the play button and the number keep their column. */}
      {below ? <div className="pr-3 pb-3 pl-[3.75rem] sm:pr-4 sm:pl-[6.5rem]">{below}</div> : null}
    </li>
  );
}

/** TrackList is an item's episodes with a play button each; the playing one is highlighted. */
export function TrackList({ episodes, episodeLabel, onPlay, action, notes }: TrackListProps) {
  return (
    <ol
      aria-label={`${episodeLabel}s`}
      className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      {episodes.map((episode, i) => (
        <TrackRow
          key={episode._id}
          episode={episode}
          index={i}
          onPlay={onPlay}
          action={action}
          notes={notes}
        />
      ))}
    </ol>
  );
}
