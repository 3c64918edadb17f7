import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { saveAdminSession } from '@/lib/pocketbase';
import { loginSchema, type LoginInput } from '@/features/auth/api/login';
import type { Admin } from '@/types/api';

/** adminLoginSchema has the same rules as the user sign-in. */
export const adminLoginSchema = loginSchema;

export type AdminLoginInput = LoginInput;

export interface AdminLoginResult {
  token: string;
  admin: Admin;
}

/** adminLogin calls POST /api/admin/login and stores the token in adminPb's auth store. */
export async function adminLogin(input: AdminLoginInput): Promise<AdminLoginResult> {
  const res = await apiRequest<AdminLoginResult>(apiPaths.admin.login, {
    method: 'POST',
    body: input,
    auth: 'none',
  });
  saveAdminSession(res.data.token, res.data.admin);
  return res.data;
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
