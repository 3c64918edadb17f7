import { ListOrdered, Pause, Play, ScrollText } from 'lucide-react';
import type { Chapter } from '@/types/media';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { ChapterList } from '@/components/player/chapter-list';
import { currentChapterIndex } from '@/components/player/chapters';
import { player, usePlayer, type QueueEpisode } from '@/components/player/player-store';
import { Transcript } from '@/components/player/transcript-view';

const NO_CHAPTERS: readonly Chapter[] = [];

/** seekAndPlay moves the playing episode to `time` and plays it from there. */
function seekAndPlay(time: number) {
  player.seek(time);
  if (!player.getState().playing) player.play();
}

/**
 * TranscriptPanel is the bar's "Transcript" button (or "Chapters", for an episode with chapters
 * and no transcript) and the panel it opens: the episode's chapters and transcript, following
 * the audio; a chapter or a line plays from its start. Nothing shows for an episode with neither.
 */
export function TranscriptPanel({ className }: { className?: string }) {
  const episode = usePlayer((s) => s.queue[s.index] ?? null);
  const chapters = episode?.chapters ?? NO_CHAPTERS;
  const transcriptUrl = episode?.transcriptUrl ?? '';
  if (!episode || (chapters.length === 0 && !transcriptUrl)) return null;
  const label = transcriptUrl ? 'Transcript' : 'Chapters';
  const Icon = transcriptUrl ? ScrollText : ListOrdered;
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('h-8 px-2', className)}
          aria-label={label}
          title={label}
        >
          <Icon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[420px] max-w-[92vw] gap-0">
        <PanelContents episode={episode} title={label} />
      </SheetContent>
    </Sheet>
  );
}

function PanelContents({ episode, title }: { episode: QueueEpisode; title: string }) {
  const time = usePlayer((s) => s.currentTime);
  const playing = usePlayer((s) => s.playing);
  const chapters = episode.chapters ?? NO_CHAPTERS;
  const current = currentChapterIndex(chapters, time);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b px-5 py-4 pr-12">
        <Button
          size="icon"
          className="size-10 shrink-0 rounded-full"
          onClick={() => player.toggle()}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {playing ? (
            <Pause className="size-4 fill-current" aria-hidden="true" />
          ) : (
            <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
          )}
        </Button>
        <div className="grid min-w-0 gap-0.5">
          <SheetTitle className="text-lg">{title}</SheetTitle>
          <SheetDescription className="truncate">{episode.title}</SheetDescription>
        </div>
      </div>
      {chapters.length > 0 ? (
        <section
          aria-labelledby="panel-chapters"
          className={cn(
            'grid min-h-0 content-start gap-1 px-3 pt-3 pb-2',
            episode.transcriptUrl ? 'max-h-[35%] shrink-0 border-b' : 'flex-1',
          )}
        >
          <h3 id="panel-chapters" className="px-2 text-sm font-semibold">
            Chapters
          </h3>
          <div className="min-h-0 overflow-y-auto">
            <ChapterList
              chapters={chapters}
              current={current}
              onSeek={seekAndPlay}
              label={`Chapters of ${episode.title}`}
            />
          </div>
        </section>
      ) : null}
      {episode.transcriptUrl ? (
        <section
          aria-labelledby="panel-transcript"
          className="flex min-h-0 flex-1 flex-col gap-1 px-3 pt-3"
        >
          {chapters.length > 0 ? (
            <h3 id="panel-transcript" className="px-2 text-sm font-semibold">
              Transcript
            </h3>
          ) : (
            <h3 id="panel-transcript" className="sr-only">
              Transcript
            </h3>
          )}
          <Transcript
            url={episode.transcriptUrl}
            time={time}
            onSeek={seekAndPlay}
            label={`Transcript of ${episode.title}`}
            className="min-h-0 flex-1 pb-4"
          />
        </section>
      ) : null}
    </div>
  );
}
