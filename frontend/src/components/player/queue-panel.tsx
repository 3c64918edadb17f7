import * as React from 'react';
import { ArrowDown, ArrowUp, GripVertical, ListMusic, X, type LucideIcon } from 'lucide-react';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import { EmptyState } from '@/components/empty-state';
import { MediaCover } from '@/components/media-cover';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { player, usePlayer } from '@/components/player/player-store';
import { PLAYER_SHORTCUTS } from '@/components/player/use-player-keys';

/**
 * QueuePanel is the up-next queue, opened from the bar: play, remove and reorder (drag, the
 * Move up/down buttons, or Alt+ArrowUp/Down on a row), and clear. Each move is announced in a
 * polite live region; the keyboard shortcuts are listed at the foot.
 */
export function QueuePanel({ className }: { className?: string }) {
  const count = usePlayer((s) => s.upNext.length);
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('relative h-8 gap-1 px-2', className)}
          aria-label={count > 0 ? `Queue, ${count} up next` : 'Queue'}
          title="Queue"
        >
          <ListMusic aria-hidden="true" />
          {count > 0 ? (
            <span className="text-xs tabular-nums" aria-hidden="true">
              {count}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[400px] max-w-[92vw] gap-0">
        <QueueContents />
      </SheetContent>
    </Sheet>
  );
}

function QueueContents() {
  const upNext = usePlayer((s) => s.upNext);
  const [announcement, setAnnouncement] = React.useState('');
  const [dragFrom, setDragFrom] = React.useState<number | null>(null);
  const listRef = React.useRef<HTMLOListElement>(null);

  const move = (from: number, to: number, focusRow = true) => {
    const entry = upNext[from];
    if (!entry || to < 0 || to >= upNext.length || to === from) return;
    player.moveInQueue(from, to);
    setAnnouncement(`${entry.episode.title} moved to position ${to + 1} of ${upNext.length}.`);
    if (focusRow)
      requestAnimationFrame(() =>
        listRef.current?.querySelector<HTMLElement>(`[data-row="${entry.episode._id}"]`)?.focus(),
      );
  };
  const remove = (index: number) => {
    const entry = upNext[index];
    if (!entry) return;
    player.removeFromQueue(entry.episode._id);
    setAnnouncement(`${entry.episode.title} removed from the queue.`);
  };

  return (
    <div className="flex h-full flex-col">
      <div className="grid gap-1 border-b px-5 py-4 pr-12">
        <SheetTitle className="text-lg">Up next</SheetTitle>
        <SheetDescription>
          {upNext.length === 0
            ? 'Nothing queued.'
            : `${upNext.length} ${upNext.length === 1 ? 'episode' : 'episodes'} queued. Move a row with Alt+Up and Alt+Down, or drag it.`}
        </SheetDescription>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {upNext.length === 0 ? (
          <EmptyState
            icon={<ListMusic aria-hidden="true" />}
            title="Your queue is empty"
            description="Use “Play next” or “Add to queue” on an episode to line it up here."
            className="mt-6"
          />
        ) : (
          <ol ref={listRef} aria-label="Up next" className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {upNext.map((entry, i) => (
              // Dragging is for the pointer; the keyboard has Alt+Up/Down and the Move buttons.
              <li
                key={entry.episode._id}
                draggable
                onDragStart={(e) => {
                  setDragFrom(i);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(e) => {
                  if (dragFrom !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragFrom !== null) move(dragFrom, i, false);
                  setDragFrom(null);
                }}
                onDragEnd={() => setDragFrom(null)}
                className={cn(
                  'group flex items-center gap-2 rounded-lg px-2 py-2 focus-within:bg-muted hover:bg-muted',
                  dragFrom === i && 'opacity-50',
                )}
              >
                <GripVertical
                  className="size-4 shrink-0 cursor-grab text-muted-foreground"
                  aria-hidden="true"
                />
                <MediaCover src={entry.media.cover} className="size-10 shrink-0 rounded-md" />
                <button
                  type="button"
                  data-row={entry.episode._id}
                  className="min-w-0 flex-1 rounded-sm text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => player.playFromQueue(entry.episode._id)}
                  onKeyDown={(e) => {
                    if (e.altKey && e.key === 'ArrowUp') {
                      e.preventDefault();
                      move(i, i - 1);
                    } else if (e.altKey && e.key === 'ArrowDown') {
                      e.preventDefault();
                      move(i, i + 1);
                    } else if (e.key === 'Delete') {
                      e.preventDefault();
                      remove(i);
                    }
                  }}
                  title="Play now"
                >
                  <span className="block truncate text-sm font-medium">
                    <span className="sr-only">{i + 1}. </span>
                    {entry.episode.title}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {entry.media.title} · {formatDuration(entry.episode.duration)}
                  </span>
                </button>
                <div className="flex shrink-0 items-center">
                  <QueueRowButton
                    icon={ArrowUp}
                    label={`Move up: ${entry.episode.title}`}
                    title="Move up (Alt+↑)"
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0}
                  />
                  <QueueRowButton
                    icon={ArrowDown}
                    label={`Move down: ${entry.episode.title}`}
                    title="Move down (Alt+↓)"
                    onClick={() => move(i, i + 1)}
                    disabled={i === upNext.length - 1}
                  />
                  <QueueRowButton
                    icon={X}
                    label={`Remove from queue: ${entry.episode.title}`}
                    title="Remove"
                    onClick={() => remove(i)}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-3 border-t px-5 py-4">
        {upNext.length > 0 ? (
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              player.clearQueue();
              setAnnouncement('Queue cleared.');
            }}
          >
            Clear queue
          </Button>
        ) : null}
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer font-medium">Keyboard shortcuts</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {PLAYER_SHORTCUTS.map(([keys, what]) => (
              <React.Fragment key={keys}>
                <dt className="font-mono text-foreground">{keys}</dt>
                <dd>{what}</dd>
              </React.Fragment>
            ))}
          </dl>
        </details>
      </div>
    </div>
  );
}

/** QueueRowButton is one of a queued episode's small icon buttons: move up, move down, remove. */
function QueueRowButton({
  icon: Icon,
  label,
  title,
  onClick,
  disabled,
}: {
  icon: LucideIcon;
  /** label names the button and its episode for screen readers. */
  label: string;
  /** title is the hover hint, with the key that does the same. */
  title: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
