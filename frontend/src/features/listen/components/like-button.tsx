import { Heart } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { useLikeMedia } from '@/features/listen/api/like-media';

/** LikeButton likes or unlikes an item; it shows the count and whether the listener likes it. */
export function LikeButton({ id, liked, likes }: { id: string; liked: boolean; likes: number }) {
  const like = useLikeMedia(id);
  // The count is part of the name outside brackets: a name must contain the visible text (WCAG 2.5.3).
  const label = `${liked ? 'Unlike' : 'Like'}, ${formatCount(likes)} ${likes === 1 ? 'like' : 'likes'}`;
  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={liked}
      aria-label={label}
      title={liked ? 'Unlike' : 'Like'}
      onClick={() => like.mutate(!liked)}
      disabled={like.isPending}
      className={cn(
        'gap-2 px-4 tabular-nums',
        liked && 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100 hover:text-red-800',
      )}
    >
      <Heart className={cn('size-5', liked && 'fill-current')} aria-hidden="true" />
      {formatCount(likes)}
    </Button>
  );
}
