import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { meQueryOptions } from '@/lib/auth/me';
import { saveUserSession } from '@/lib/pocketbase';
import type { User } from '@/types/api';
import { SETTINGS_MESSAGES } from '@/features/listen/api/messages';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, SETTINGS_MESSAGES.currentPassword),
    password: z.string().min(8, SETTINGS_MESSAGES.passwordLength),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: SETTINGS_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
    // Say so even while another field is still wrong.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * changePassword calls POST /api/users/change-password. The server revokes every token of the
 * account, this one included, and answers a fresh token for this session.
 */
export async function changePassword({ currentPassword, password }: ChangePasswordInput) {
  const res = await apiRequest<{ token: string }>(apiPaths.users.changePassword, {
    method: 'POST',
    body: { currentPassword, password },
  });
  return { token: res.data.token, message: res.message || SETTINGS_MESSAGES.passwordChanged };
}

/** useChangePassword changes the password and keeps the listener signed in with the new token. */
export function useChangePassword(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      // The account is already known: the guard must not re-check it under the new token.
      queryClient.setQueryData(meQueryOptions(token).queryKey, user);
      saveUserSession(token, user);
    },
  });
}
