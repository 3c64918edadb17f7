import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { MESSAGES } from '@/features/auth/api/messages';
import { emailSchema, sixDigitsSchema } from '@/features/auth/api/schemas';

export const verifyUserSchema = z.object({
  verificationCode: sixDigitsSchema(MESSAGES.otpIncomplete),
  email: emailSchema,
});

export type VerifyUserInput = z.infer<typeof verifyUserSchema>;

/** verifyUser calls POST /api/users/verify-user with {verificationCode, email}. */
export async function verifyUser(input: VerifyUserInput) {
  return apiRequest<unknown>(apiPaths.users.verify, { method: 'POST', body: input, auth: 'none' });
}

export function useVerifyUser() {
  return useMutation({ mutationFn: verifyUser });
}
