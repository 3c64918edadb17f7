import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminUsersPage } from '@/features/admin/types';
import { toUserQuery, type UserListParams } from '@/features/admin/utils/user-filters';

/** getUsers calls GET /api/admin/users/get-paginated-list-of-users with the filters. */
export async function getUsers(params: UserListParams): Promise<AdminUsersPage> {
  const res = await apiRequest<AdminUsersPage>(apiPaths.admin.users, {
    auth: 'admin',
    query: toUserQuery(params),
  });
  return { data: res.data?.data ?? [], totalCount: res.data?.totalCount ?? 0 };
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: adminKeys.userList(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}

/** useCreatorSearch finds active accounts by name or email, for picking an upload's creator. */
export function useCreatorSearch(search: string) {
  return useQuery({
    queryKey: adminKeys.creatorSearch(search.trim()),
    queryFn: () => getUsers({ search, status: 'active', page: 1, limit: 10 }),
    placeholderData: keepPreviousData,
  });
}
