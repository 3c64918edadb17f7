import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { emailSchema } from '@/features/auth/api/schemas';

/** forgotPasswordSchema is step 0 of the reset wizard. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** requestPasswordReset calls POST /api/users/forgot-password with {email}. */
export async function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest<unknown>(apiPaths.users.forgotPassword, {
    method: 'POST',
    body: input,
    auth: 'none',
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
