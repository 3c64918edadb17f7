import type { QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Heart } from 'lucide-react';
import { formatCount, formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useLoginToReturn } from '@/hooks/use-login-to-return';
import { useSignedIn } from '@/hooks/use-signed-in';
import { Button } from '@/components/ui/button';
import { useLikeMedia } from '@/components/like/like-api';

export interface LikeButtonProps {
  id: string;
  liked: boolean;
  likes: number;
  /** cacheKey: the query holding the item on this page, which the like updates at once. */
  cacheKey: QueryKey;
  /**
   * signInToLike: a visitor who is not signed in gets a link to sign in (and come back here)
   * that shows the count (the public page). Without it the page is for listeners only.
   */
  signInToLike?: boolean;
}

function SignedInLike({ id, liked, likes, cacheKey }: Omit<LikeButtonProps, 'signInToLike'>) {
  const like = useLikeMedia(id, cacheKey);
  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={liked}
      // The count is in the name outside brackets: a name must contain the visible text (WCAG 2.5.3).
      aria-label={`${liked ? 'Unlike' : 'Like'}, ${formatQuantity(likes, 'like')}`}
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

function SignInToLike({ likes }: { likes: number }) {
  const signInHere = useLoginToReturn();
  return (
    <Button asChild variant="outline" size="lg" className="gap-2 px-4 tabular-nums">
      <Link to={signInHere} aria-label={`Sign in to like, ${formatQuantity(likes, 'like')}`}>
        <Heart className="size-5" aria-hidden="true" />
        {formatCount(likes)}
      </Link>
    </Button>
  );
}

/**
 * LikeButton likes or unlikes an item; it shows the count and whether the listener likes it.
 * The change shows at once and is undone, with a toast, if the server refuses.
 */
export function LikeButton({ signInToLike = false, ...props }: LikeButtonProps) {
  const signedIn = useSignedIn();
  if (signInToLike && !signedIn) return <SignInToLike likes={props.likes} />;
  return <SignedInLike {...props} />;
}
