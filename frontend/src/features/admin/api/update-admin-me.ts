import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminPb, saveAdminSession } from '@/lib/pocketbase';
import type { Admin } from '@/types/api';
import { adminKeys } from '@/features/admin/api/keys';

/** adminProfileSchema: the admin's display name. */
export const adminProfileSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100),
});
export type AdminProfileValues = z.infer<typeof adminProfileSchema>;

/** updateAdminMe calls PATCH /api/admin/me {name}. */
export async function updateAdminMe(
  values: AdminProfileValues,
): Promise<{ admin: Admin; message?: string }> {
  const res = await apiRequest<{ admin: Admin }>(apiPaths.admin.me, {
    method: 'PATCH',
    auth: 'admin',
    body: { name: values.name.trim() },
  });
  return { admin: res.data.admin, message: res.message };
}

/** useUpdateAdminMe saves the name and keeps the stored record (the sidebar footer) in step. */
export function useUpdateAdminMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminMe,
    onSuccess: ({ admin }) => {
      queryClient.setQueryData(adminKeys.me(), admin);
      if (adminPb.authStore.token) saveAdminSession(adminPb.authStore.token, admin);
    },
  });
}
