import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Admin } from '@/types/api';
import { adminKeys } from '@/features/admin/api/keys';

/** getAdminMe calls GET /api/admin/me: the signed-in admin as the server knows them now. */
export async function getAdminMe(): Promise<Admin> {
  const res = await apiRequest<{ admin: Admin }>(apiPaths.admin.me, { auth: 'admin' });
  return res.data.admin;
}

export const adminMeQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me(), queryFn: getAdminMe, staleTime: 5 * 60_000 });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
