import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { UserProfile } from '@/features/admin/types';

/** getUserProfile calls GET /api/admin/users/{id}: the account, its newest media and figures. */
export async function getUserProfile(id: string): Promise<UserProfile> {
  const res = await apiRequest<UserProfile>(apiPaths.admin.user(id), { auth: 'admin' });
  return {
    user: res.data.user,
    media: res.data.media ?? [],
    stats: res.data.stats ?? { total: 0, approved: 0, pending: 0, rejected: 0, totalPlays: 0 },
  };
}

export const userProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.userProfile(id), queryFn: () => getUserProfile(id) });

export function useUserProfile(id: string | null) {
  return useQuery({ ...userProfileQueryOptions(id ?? ''), enabled: Boolean(id) });
}
