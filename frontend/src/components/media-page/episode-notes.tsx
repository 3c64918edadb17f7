import * as React from 'react';
import { ChevronDown, ListOrdered, ScrollText, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { ChapterList } from '@/components/player/chapter-list';
import { currentChapterIndex } from '@/components/player/chapters';
import { usePlayer } from '@/components/player/player-store';
import { Transcript } from '@/components/player/transcript-view';
import type { Episode } from '@/types/media';

/** hasNotes: whether an episode has chapters or a transcript to show under it. */
export function hasNotes(episode: Pick<Episode, 'chapters' | 'transcriptUrl'>): boolean {
  return (episode.chapters?.length ?? 0) > 0 || Boolean(episode.transcriptUrl);
}

function Disclosure({
  id,
  icon: Icon,
  label,
  open,
  onToggle,
}: {
  id: string;
  icon: LucideIcon;
  label: React.ReactNode;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={id}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        open && 'bg-stone-100',
      )}
    >
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      {label}
      <ChevronDown
        className={cn(
          'size-4 text-muted-foreground transition-transform motion-reduce:transition-none',
          open && 'rotate-180',
        )}
        aria-hidden="true"
      />
    </button>
  );
}

/**
 * EpisodeNotes is what an item page shows under an episode that has them: its chapters with
 * their times, and its transcript, fetched when opened. Both follow the audio while this episode
 * plays; a chapter or a line plays the episode from its start (`onPlayAt`).
 */
export function EpisodeNotes({
  episode,
  onPlayAt,
}: {
  episode: Episode;
  onPlayAt: (episodeId: string, at: number) => void;
}) {
  const id = React.useId();
  const chapters = episode.chapters ?? [];
  const [chaptersOpen, setChaptersOpen] = React.useState(true);
  const [transcriptOpen, setTranscriptOpen] = React.useState(false);
  const isCurrent = usePlayer((s) => s.queue[s.index]?._id === episode._id);
  const time = usePlayer((s) => (isCurrent ? s.currentTime : null));
  const playAt = React.useCallback(
    (at: number) => onPlayAt(episode._id, at),
    [onPlayAt, episode._id],
  );
  if (!hasNotes(episode)) return null;
  const chaptersId = `${id}-chapters`;
  const transcriptId = `${id}-transcript`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-1">
        {chapters.length > 0 ? (
          <Disclosure
            id={chaptersId}
            icon={ListOrdered}
            label={
              <>
                Chapters{' '}
                <span className="font-normal text-muted-foreground tabular-nums">
                  ({chapters.length})
                </span>
              </>
            }
            open={chaptersOpen}
            onToggle={() => setChaptersOpen((o) => !o)}
          />
        ) : null}
        {episode.transcriptUrl ? (
          <Disclosure
            id={transcriptId}
            icon={ScrollText}
            label="Transcript"
            open={transcriptOpen}
            onToggle={() => setTranscriptOpen((o) => !o)}
          />
        ) : null}
      </div>
      {chapters.length > 0 && chaptersOpen ? (
        <div id={chaptersId}>
          <ChapterList
            chapters={chapters}
            current={time === null ? -1 : currentChapterIndex(chapters, time)}
            onSeek={playAt}
            label={`Chapters of ${episode.title}`}
          />
        </div>
      ) : null}
      {episode.transcriptUrl && transcriptOpen ? (
        <div id={transcriptId} className="rounded-lg border bg-background/60 p-1">
          <Transcript
            url={episode.transcriptUrl}
            time={time}
            onSeek={playAt}
            label={`Transcript of ${episode.title}`}
            className="max-h-80"
          />
        </div>
      ) : null}
    </div>
  );
}
