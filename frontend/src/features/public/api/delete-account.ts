import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';

/** deleteAccountSchema validates the confirm dialog: the account's email address, typed again (SPEC §5). */
export const deleteAccountSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email address is required')
    .pipe(z.email('Please enter a valid email address')),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * deleteAccount calls DELETE /api/users/me as the signed-in user. The server checks that the email
 * matches the account, then deletes the user and everything they own; it answers with the sentence
 * to show ('Your account has been deleted').
 */
export function deleteAccount({ email }: DeleteAccountInput) {
  return apiRequest<unknown>(apiPaths.users.me, {
    method: 'DELETE',
    body: { email },
    auth: 'user',
  });
}

/** useDeleteAccount wraps deleteAccount in a mutation; the caller decides what happens on success. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
