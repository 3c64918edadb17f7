import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { UserStatistics } from '@/types/api';
import { adminKeys } from '@/features/admin/api/keys';

/** getUserStatistics calls GET /api/admin/users/get-user-statistics with the admin token. */
export async function getUserStatistics(): Promise<UserStatistics> {
  const res = await apiRequest<UserStatistics>(apiPaths.admin.userStatistics, { auth: 'admin' });
  return res.data;
}

export const userStatisticsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.userStatistics(), queryFn: getUserStatistics });

export function useUserStatistics() {
  return useQuery(userStatisticsQueryOptions());
}
