import { ListEnd, ListPlus, ListStart } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { player } from '@/components/player/player-store';
import { toQueue, toQueueMedia } from '@/components/player/to-queue';
import type { Episode, Media } from '@/types/media';

/**
 * QueueMenu offers "Play next" and "Add to queue" for an episode, or for all of an item's
 * playable episodes (without `episode`). `label` names what is queued for screen readers.
 */
export function QueueMenu({
  media,
  episodes,
  label,
  className,
  variant = 'ghost',
}: {
  media: Media;
  episodes: Episode[];
  label: string;
  className?: string;
  variant?: 'ghost' | 'outline';
}) {
  const queue = toQueue(episodes);
  const enqueue = (where: 'next' | 'last') => {
    player.enqueue(toQueueMedia(media), queue, where);
    toast.success(where === 'next' ? 'Playing next' : 'Added to queue');
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={variant}
          size="icon"
          className={cn('size-9 shrink-0', variant === 'outline' && 'rounded-full', className)}
          disabled={queue.length === 0}
          aria-label={`Queue ${label}`}
          title="Queue"
        >
          <ListPlus aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuItem onSelect={() => enqueue('next')}>
          <ListStart aria-hidden="true" />
          Play next
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => enqueue('last')}>
          <ListEnd aria-hidden="true" />
          Add to queue
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
