import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminPb, getStoredAdmin, saveAdminSession } from '@/lib/pocketbase';

/** changePasswordSchema: the current password, and a new one of 8+ characters typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    password: z.string().min(8, 'Password must be at least 8 characters long'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/**
 * changeAdminPassword calls POST /api/admin/change-password. The server revokes every earlier
 * token, so the new one it returns replaces the stored one at once.
 */
export async function changeAdminPassword(
  values: ChangePasswordValues,
): Promise<{ message?: string }> {
  const res = await apiRequest<{ token: string }>(apiPaths.admin.changePassword, {
    method: 'POST',
    auth: 'admin',
    body: {
      currentPassword: values.currentPassword,
      password: values.password,
      confirmPassword: values.confirmPassword,
    },
  });
  const admin = getStoredAdmin();
  if (res.data?.token && admin) saveAdminSession(res.data.token, admin);
  else if (res.data?.token) adminPb.authStore.save(res.data.token, adminPb.authStore.record);
  return { message: res.message };
}

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
