import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { MESSAGES } from '@/features/auth/api/messages';
import { newPasswordSchema } from '@/features/auth/api/schemas';

/** resetPasswordSchema is step 2 of the reset wizard. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });

export type ResetPasswordFormInput = z.infer<typeof resetPasswordSchema>;

export interface ResetPasswordInput {
  email: string;
  resetToken: string;
  password: string;
}

/** resetPassword calls POST /api/users/reset-password with {email, resetToken, password}. */
export async function resetPassword(input: ResetPasswordInput) {
  return apiRequest<unknown>(apiPaths.users.resetPassword, {
    method: 'POST',
    body: input,
    auth: 'none',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
