import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { MESSAGES } from '@/features/auth/api/messages';
import { emailSchema, newPasswordSchema } from '@/features/auth/api/schemas';

export const createAccountSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.fullName),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
    // Say so even while another field is still wrong.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });

export type CreateAccountInput = z.infer<typeof createAccountSchema>;

/** createAccount calls POST /api/users/create-new-account with {name, email, password}. */
export async function createAccount({ name, email, password }: CreateAccountInput) {
  return apiRequest<{ email: string }>(apiPaths.users.createAccount, {
    method: 'POST',
    body: { name, email, password },
    auth: 'none',
  });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
