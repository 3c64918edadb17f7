import * as React from 'react';
import { Loader2, Pause, Play } from 'lucide-react';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatCount, formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Episode } from '@/types/media';
import { NOT_STREAMABLE, useEpisodePlayer } from '@/components/player/use-episode-player';

/**
 * ListedEpisode is what the list shows of an episode or track; it plays from `streamUrl`, the
 * signed URL GET /api/media/{id} gives the viewer (never the protected file with a file token).
 */
export type ListedEpisode = Pick<
  Episode,
  '_id' | 'position' | 'title' | 'description' | 'duration' | 'adminStatus' | 'plays' | 'streamUrl'
> & { mediaId?: string };

export interface EpisodeListProps<E extends ListedEpisode = ListedEpisode> {
  episodes: E[];
  /** episodeLabel: what one item is called ("Track", "Episode", "Part"). */
  episodeLabel: string;
  /** auth: whose account asks for a fresh stream URL when one fails; the creator's by default. */
  auth?: 'user' | 'admin';
  /** details: more about an episode under its title (the owner's view of its processing). */
  details?: (episode: E) => React.ReactNode;
  className?: string;
}

/**
 * EpisodeList is an item's tracks or episodes in order, each with a play button, and the
 * page's one audio element (with its controls) once something plays.
 */
export function EpisodeList<E extends ListedEpisode>({
  episodes,
  episodeLabel,
  auth = 'user',
  details,
  className,
}: EpisodeListProps<E>) {
  const player = useEpisodePlayer(episodes, auth);
  const { current, playing, loadingId } = player;
  const reasonId = React.useId();

  return (
    <div className={cn('grid gap-4', className)}>
      <ol className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
        {episodes.map((episode, i) => {
          const isCurrent = current?._id === episode._id;
          const isPlaying = isCurrent && playing;
          const loading = loadingId === episode._id;
          const playable = Boolean(episode.streamUrl);
          return (
            <li key={episode._id} className={cn('px-3 py-3 sm:px-4', isCurrent && 'bg-gold-50')}>
              <div className="flex items-center gap-3 sm:gap-4">
                <Button
                  type="button"
                  size="icon"
                  variant={isCurrent ? 'default' : 'outline'}
                  className="size-9 shrink-0 rounded-full"
                  onClick={() => void player.toggle(episode)}
                  disabled={loading || !playable}
                  aria-label={`${isPlaying ? 'Pause' : 'Play'} ${episode.title}`}
                  aria-describedby={playable ? undefined : `${reasonId}-${i}`}
                  title={playable ? undefined : NOT_STREAMABLE}
                >
                  {loading ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : isPlaying ? (
                    <Pause aria-hidden="true" />
                  ) : (
                    <Play aria-hidden="true" className="translate-x-px" />
                  )}
                </Button>
                <span className="w-5 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
                  {episode.position || i + 1}
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  {/* Two lines before the title is cut: it is what tells the episodes apart. */}
                  <p
                    className={cn(
                      'line-clamp-2 font-medium break-words',
                      isCurrent && 'text-gold-900',
                    )}
                  >
                    {episode.title}
                  </p>
                  {episode.description ? (
                    <p className="truncate text-sm text-muted-foreground">{episode.description}</p>
                  ) : null}
                  {playable ? null : (
                    <p id={`${reasonId}-${i}`} className="text-xs text-muted-foreground">
                      {NOT_STREAMABLE}
                    </p>
                  )}
                </div>
                {episode.adminStatus && episode.adminStatus !== 'active' ? (
                  <StatusBadge status={episode.adminStatus} className="hidden sm:inline-flex" />
                ) : null}
                <span className="hidden w-20 text-right text-sm text-muted-foreground tabular-nums md:inline">
                  {formatCount(episode.plays)} {episode.plays === 1 ? 'play' : 'plays'}
                </span>
                <span className="w-14 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
                  <span className="sr-only">Duration </span>
                  {formatDuration(episode.duration)}
                </span>
              </div>
              {/* Under the title, across the row: the play button and number keep their column. */}
              {details ? <div className="pl-20 sm:pl-22">{details(episode)}</div> : null}
            </li>
          );
        })}
      </ol>

      <div
        className={cn(
          'sticky bottom-3 z-10 gap-2 rounded-xl border bg-card p-3 shadow-md sm:items-center sm:gap-4',
          current ? 'grid sm:flex' : 'hidden',
        )}
        aria-live="polite"
      >
        <p className="min-w-0 text-sm sm:w-56 sm:shrink-0">
          <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Now playing
          </span>
          <span className="block truncate font-medium">
            {current ? `${episodeLabel} ${current.position}: ${current.title}` : ''}
          </span>
        </p>
        {/* Captions are not available for uploaded audio. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio {...player.audioProps} controls preload="none" className="h-10 w-full" />
      </div>
    </div>
  );
}
