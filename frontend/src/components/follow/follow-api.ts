import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiPaths } from '@/config/paths';
import { apiRequest, errorMessage, isApiError } from '@/lib/api';
import { useSignedIn } from '@/hooks/use-signed-in';

/** FollowState is whether the caller follows a creator, and how many people do. */
export interface FollowState {
  following: boolean;
  followers: number;
}

/** FOLLOW_FAILED: what a follow or unfollow the server did not take says. */
export const FOLLOW_FAILED = 'Your follow could not be saved. Please try again.';

/** setFollow calls POST (follow) or DELETE (unfollow) /api/users/follows/{creatorId}. */
export async function setFollow(creatorId: string, following: boolean): Promise<FollowState> {
  const res = await apiRequest<FollowState>(apiPaths.follows.one(creatorId), {
    method: following ? 'POST' : 'DELETE',
  });
  return res.data;
}

/** optimisticFollow is what a follow or unfollow shows before the server answers. */
export function optimisticFollow(before: FollowState, following: boolean): FollowState {
  if (before.following === following) return before;
  return { following, followers: Math.max(0, before.followers + (following ? 1 : -1)) };
}

/** followStateKey: the follow state of one creator as the signed-in listener (or a guest) sees it. */
export const followStateKey = (creatorId: string, signedIn: boolean) =>
  ['follows', 'state', creatorId, signedIn] as const;

/**
 * getFollowState reads whether the caller follows a creator, and their follower count, from
 * the creator's public profile (GET /api/public/creators/{id}, one item): null when the
 * creator has no public profile (nothing published yet), so there is nothing to follow.
 */
export async function getFollowState(
  creatorId: string,
  signedIn: boolean,
): Promise<FollowState | null> {
  try {
    const res = await apiRequest<{ creator: FollowState }>(apiPaths.public.creator(creatorId), {
      auth: signedIn ? 'user' : 'none',
      query: { page: 1, limit: 1 },
    });
    const { following, followers } = res.data.creator;
    return { following: Boolean(following), followers: followers ?? 0 };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** useFollowState follows getFollowState, for pages that do not load the creator's profile. */
export function useFollowState(creatorId: string) {
  const signedIn = useSignedIn();
  return useQuery(
    queryOptions({
      queryKey: followStateKey(creatorId, signedIn),
      queryFn: () => getFollowState(creatorId, signedIn),
      enabled: creatorId !== '',
    }),
  );
}

/**
 * useFollow follows or unfollows a creator. The button shows the wanted state from the
 * mutation's variables while it is pending (TanStack Query's optimistic UI), so a failure rolls
 * back by itself; it then says so in a toast. `onSaved` hears the server's figures.
 */
export function useFollow(creatorId: string, onSaved?: (state: FollowState) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => setFollow(creatorId, following),
    onSuccess: (state) => {
      queryClient.setQueryData(followStateKey(creatorId, true), state);
      onSaved?.(state);
    },
    onError: (error) => {
      toast.error(errorMessage(error, FOLLOW_FAILED));
    },
  });
}
