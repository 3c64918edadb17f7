import { Link, useLocation } from 'react-router-dom';
import { Heart } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { loginToReturn } from '@/features/follows/components/follow-button';
import { usePublicLike } from '@/features/public/api/like-public-media';
import { useSignedIn } from '@/features/public/hooks/use-signed-in';

function likesLabel(n: number) {
  return `${formatCount(n)} ${n === 1 ? 'like' : 'likes'}`;
}

function SignedInLike({ id, liked, likes }: { id: string; liked: boolean; likes: number }) {
  const like = usePublicLike(id);
  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={liked}
      // The count is in the name outside brackets: a name must contain the visible text (WCAG 2.5.3).
      aria-label={`${liked ? 'Unlike' : 'Like'}, ${likesLabel(likes)}`}
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

/**
 * PublicLikeButton is an item's like on its public page: the listener's like, or for a visitor
 * a link to sign in (and come back here) that shows the count.
 */
export function PublicLikeButton({
  id,
  liked,
  likes,
}: {
  id: string;
  liked: boolean;
  likes: number;
}) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) return <SignedInLike id={id} liked={liked} likes={likes} />;
  return (
    <Button asChild variant="outline" size="lg" className="gap-2 px-4 tabular-nums">
      <Link
        to={loginToReturn(location.pathname + location.search)}
        aria-label={`Sign in to like, ${likesLabel(likes)}`}
      >
        <Heart className="size-5" aria-hidden="true" />
        {formatCount(likes)}
      </Link>
    </Button>
  );
}
