import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { saveUserSession } from '@/lib/pocketbase';
import { MESSAGES } from '@/features/auth/api/messages';
import { emailSchema } from '@/features/auth/api/schemas';
import type { User } from '@/types/api';

/** loginSchema: both fields required, the email typed as an email. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, MESSAGES.passwordRequired),
});

export type LoginInput = z.infer<typeof loginSchema>;

export interface LoginResult {
  token: string;
  user: User;
}

/** login calls POST /api/users/login and stores the token in userPb's auth store. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const res = await apiRequest<LoginResult>(apiPaths.users.login, {
    method: 'POST',
    body: input,
    auth: 'none',
  });
  saveUserSession(res.data.token, res.data.user);
  return res.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
