import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api';
import { apiPaths } from '@/config/paths';
import { userPb } from '@/lib/pocketbase';
import { lastMe, rememberMe } from '@/lib/auth/me-offline';
import type { User } from '@/types/api';

/**
 * getMe calls GET /api/users/me with the user token. With no answer at all (offline) it gives
 * the last answer for the same token, so the installed app opens to the downloads.
 */
export async function getMe(): Promise<User> {
  const token = userPb.authStore.token;
  try {
    const res = await apiRequest<{ user: User }>(apiPaths.users.me, { auth: 'user' });
    if (token) rememberMe(token, res.data.user);
    return res.data.user;
  } catch (error) {
    const kept = !isApiError(error) && token ? lastMe(token) : null;
    if (kept) return kept;
    throw error;
  }
}

/** meKeys.all: every account's GET /api/users/me answer (ask again after a first upload or a delete: isCreator moves). */
export const meKeys = { all: ['users', 'me'] as const };

/** meQueryOptions is keyed by token so a new sign-in never reuses another account's answer. */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...meKeys.all, token],
    queryFn: getMe,
    enabled: Boolean(token),
    // Asked even offline (TanStack would wait for the network): getMe then answers from the
    // last answer kept for the token.
    networkMode: 'always',
    staleTime: 5 * 60_000,
  });
}
