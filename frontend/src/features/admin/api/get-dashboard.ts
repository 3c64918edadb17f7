import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminDashboard } from '@/features/admin/types';

/** getDashboard calls GET /api/admin/dashboard: the platform's live figures and newest rows. */
export async function getDashboard(): Promise<AdminDashboard> {
  const res = await apiRequest<AdminDashboard>(apiPaths.admin.dashboard, { auth: 'admin' });
  return {
    ...res.data,
    recentUsers: res.data?.recentUsers ?? [],
    recentMedia: res.data?.recentMedia ?? [],
  };
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
