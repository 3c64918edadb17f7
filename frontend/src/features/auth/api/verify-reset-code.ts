import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { MESSAGES } from '@/features/auth/api/messages';
import { sixDigitsSchema } from '@/features/auth/api/schemas';

/** verifyResetCodeSchema is step 1 of the reset wizard. */
export const verifyResetCodeSchema = z.object({ code: sixDigitsSchema(MESSAGES.resetCode) });

export type VerifyResetCodeInput = z.infer<typeof verifyResetCodeSchema> & { email: string };

/** verifyResetCode calls POST /api/users/verify-reset-code; data.resetToken allows one reset. */
export async function verifyResetCode(input: VerifyResetCodeInput) {
  return apiRequest<{ resetToken: string }>(apiPaths.users.verifyResetCode, {
    method: 'POST',
    body: { email: input.email, code: input.code },
    auth: 'none',
  });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
