import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import { MESSAGES } from '@/features/admin/api/messages';

export interface SetUserStatusInput {
  userId: string;
  accountStatus: 'active' | 'suspended';
}

/**
 * setUserStatus calls PUT /api/admin/users/{id}/status: suspending signs the user out
 * everywhere and hides their media; reactivating undoes it.
 */
export async function setUserStatus({
  userId,
  accountStatus,
}: SetUserStatusInput): Promise<{ message: string }> {
  const res = await apiRequest<unknown>(apiPaths.admin.userStatus(userId), {
    method: 'PUT',
    auth: 'admin',
    body: { accountStatus },
  });
  const fallback =
    accountStatus === 'suspended' ? MESSAGES.userSuspended : MESSAGES.userReactivated;
  return { message: res.message || fallback };
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
