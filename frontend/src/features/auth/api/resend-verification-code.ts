import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { emailSchema } from '@/features/auth/api/schemas';

export const resendVerificationCodeSchema = z.object({ email: emailSchema });

export type ResendVerificationCodeInput = z.infer<typeof resendVerificationCodeSchema>;

/** resendVerificationCode calls POST /api/users/resend-verification-code with {email}. */
export async function resendVerificationCode(input: ResendVerificationCodeInput) {
  return apiRequest<unknown>(apiPaths.users.resendCode, {
    method: 'POST',
    body: input,
    auth: 'none',
  });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
