import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/config/paths';
import type { User } from '@/types/api';

/** getMe calls GET /api/users/me with the user token. */
export async function getMe(): Promise<User> {
  const res = await apiRequest<{ user: User }>(apiPaths.users.me, { auth: 'user' });
  return res.data.user;
}

/** meQueryOptions is keyed by token so a new sign-in never reuses another account's answer. */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['users', 'me', token],
    queryFn: getMe,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}
