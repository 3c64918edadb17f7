import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { buildUrl, NETWORK_ERROR_MESSAGE, parseJson, toEnvelope } from '@/lib/api';

/** Unsubscribed is POST /api/users/unsubscribe's data: whose new-item emails stopped. */
export interface Unsubscribed {
  creator: { _id: string; name: string };
  unsubscribed: boolean;
}

/**
 * unsubscribe calls POST /api/users/unsubscribe?token= as a mail client's one-click would
 * (RFC 8058: a form-encoded `List-Unsubscribe=One-Click`), with no sign-in: the token alone
 * names the follower and the creator. apiRequest sends only JSON or multipart, so this builds
 * the form body itself and reads the answer through the same envelope.
 */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  let response: Response;
  try {
    response = await fetch(buildUrl(apiPaths.follows.unsubscribe, { token }), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
  } catch (error) {
    throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  }
  const envelope = toEnvelope<Unsubscribed>(
    response.ok,
    response.status,
    parseJson(await response.text()),
    null,
  );
  const creator = envelope.data?.creator;
  return {
    creator: { _id: creator?._id ?? '', name: creator?.name ?? '' },
    unsubscribed: envelope.data?.unsubscribed ?? false,
  };
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
