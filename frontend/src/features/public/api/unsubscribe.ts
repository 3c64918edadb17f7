import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';

/** Unsubscribed is POST /api/users/unsubscribe's data: whose new-item emails stopped. */
export interface Unsubscribed {
  creator: { _id: string; name: string };
  unsubscribed: boolean;
}

/**
 * unsubscribe calls POST /api/users/unsubscribe?token= as a mail client's one-click would
 * (RFC 8058: a form-encoded `List-Unsubscribe=One-Click`), with no sign-in: the token alone
 * names the follower and the creator.
 */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  const envelope = await apiRequest<Unsubscribed>(apiPaths.follows.unsubscribe, {
    method: 'POST',
    auth: 'none',
    query: { token },
    body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
  });
  const creator = envelope.data?.creator;
  return {
    creator: { _id: creator?._id ?? '', name: creator?.name ?? '' },
    unsubscribed: envelope.data?.unsubscribed ?? false,
  };
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
