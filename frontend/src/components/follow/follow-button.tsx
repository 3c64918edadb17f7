import * as React from 'react';
import { Link } from 'react-router-dom';
import { Check, UserPlus } from 'lucide-react';
import { formatQuantity } from '@/lib/format';
import { userPb } from '@/lib/pocketbase';
import { cn } from '@/lib/utils';
import { useLoginToReturn } from '@/hooks/use-login-to-return';
import { useSignedIn } from '@/hooks/use-signed-in';
import { Button } from '@/components/ui/button';
import {
  optimisticFollow,
  useFollow,
  useFollowState,
  type FollowState,
} from '@/components/follow/follow-api';

export interface FollowButtonProps {
  creatorId: string;
  creatorName: string;
  /** following and followers: what the page's data says (false and the count for a visitor). */
  following: boolean;
  followers: number;
  /** onSaved hears the server's figures after a follow or unfollow (to update the page's data). */
  onSaved?: (state: FollowState) => void;
  className?: string;
}

/** followersLabel is "1 follower" or "1,250 followers". */
export function followersLabel(n: number): string {
  return formatQuantity(n, 'follower');
}

/**
 * useShownState is the page's figures, or the server's last answer when newer: a follow made
 * here shows until the page's data catches up, and fresher page data (a refetch) wins again.
 */
function useShownState(props: FollowState) {
  const [saved, setSaved] = React.useState<{ from: FollowState; state: FollowState } | null>(null);
  let current = saved;
  if (
    saved &&
    (saved.from.following !== props.following || saved.from.followers !== props.followers)
  ) {
    current = null;
    setSaved(null);
  }
  const remember = React.useCallback(
    (state: FollowState) => setSaved({ from: props, state }),
    [props],
  );
  return [current?.state ?? props, remember] as const;
}

/**
 * FollowButton follows or unfollows a creator: "Follow" or "Following" (aria-pressed) and the
 * follower count. The change shows at once and is undone, with a toast, if the server refuses.
 * A visitor who is not signed in gets a link to sign in that brings them back here; the
 * creator's own button is only the count.
 */
export function FollowButton({
  creatorId,
  creatorName,
  following,
  followers,
  onSaved,
  className,
}: FollowButtonProps) {
  const signedIn = useSignedIn();
  const signInHere = useLoginToReturn();
  const props = React.useMemo(() => ({ following, followers }), [following, followers]);
  const [confirmed, remember] = useShownState(props);
  const follow = useFollow(creatorId, (state) => {
    remember(state);
    onSaved?.(state);
  });
  const shown = follow.isPending ? optimisticFollow(confirmed, follow.variables) : confirmed;
  const count = (
    <span className="text-sm text-muted-foreground tabular-nums">
      {followersLabel(shown.followers)}
    </span>
  );

  if (!signedIn) {
    return (
      <div className={cn('flex flex-wrap items-center gap-3', className)}>
        <Button asChild variant="outline" size="lg">
          <Link to={signInHere}>
            <UserPlus aria-hidden="true" />
            Sign in to follow
          </Link>
        </Button>
        {count}
      </div>
    );
  }
  if (userPb.authStore.record?.id === creatorId) {
    return <div className={cn('flex items-center', className)}>{count}</div>;
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button
        variant={shown.following ? 'outline' : 'default'}
        size="lg"
        aria-pressed={shown.following}
        title={shown.following ? `Unfollow ${creatorName}` : `Follow ${creatorName}`}
        onClick={() => follow.mutate(!shown.following)}
        disabled={follow.isPending}
        className="min-w-32"
      >
        {shown.following ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {shown.following ? 'Following' : 'Follow'}
      </Button>
      {count}
    </div>
  );
}

/**
 * CreatorFollowButton is FollowButton for a page that has only the creator's id and name (the
 * in-app item page): it asks for the follow state first, and shows nothing for a creator with
 * no public profile (their own item still in review, say) or while it cannot be had.
 */
export function CreatorFollowButton({
  creatorId,
  creatorName,
  className,
}: {
  creatorId: string;
  creatorName: string;
  className?: string;
}) {
  const state = useFollowState(creatorId);
  if (!state.data) return null;
  return (
    <FollowButton
      creatorId={creatorId}
      creatorName={creatorName}
      following={state.data.following}
      followers={state.data.followers}
      className={className}
    />
  );
}
