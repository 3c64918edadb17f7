import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { MESSAGES } from '@/features/admin/api/messages';

/** MAX_MESSAGE_LENGTH: the server's limit on a message's text. */
export const MAX_MESSAGE_LENGTH = 2000;

/** sendMessageSchema: non-blank text of at most 2000 characters. */
export const sendMessageSchema = z.object({
  text: z
    .string()
    .refine((t) => t.trim().length > 0, MESSAGES.messageRequired)
    .refine((t) => t.trim().length <= MAX_MESSAGE_LENGTH, MESSAGES.messageTooLong),
});
export type SendMessageValues = z.infer<typeof sendMessageSchema>;

/** canSend: SPEC §5's rule, Send is disabled while the text is empty or only whitespace. */
export function canSend(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_MESSAGE_LENGTH;
}

/** sendUserMessage calls POST /api/admin/users/{id}/messages; the user reads it in their settings. */
export async function sendUserMessage({
  userId,
  text,
}: {
  userId: string;
  text: string;
}): Promise<{ message: string }> {
  const res = await apiRequest<unknown>(apiPaths.admin.userMessages(userId), {
    method: 'POST',
    auth: 'admin',
    body: { text: text.trim() },
  });
  return { message: res.message || MESSAGES.messageSent };
}

export function useSendUserMessage() {
  return useMutation({ mutationFn: sendUserMessage });
}
