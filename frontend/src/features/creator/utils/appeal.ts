import { z } from 'zod';
import { formatCount } from '@/lib/format';
import type { AdminStatus, MediaAppeal } from '@/types/media';
import { charCount } from '@/components/report/report-form';

/** MAX_APPEAL: the longest appeal message the server takes, in characters. */
export const MAX_APPEAL = 2000;

export const APPEAL_MESSAGES = {
  required: 'Please tell us why this decision should change',
  tooLong: `Your message must be at most ${formatCount(MAX_APPEAL)} characters`,
  sent: 'Your appeal was sent. An admin will look at it.',
  failed: 'Your appeal could not be sent. Please try again.',
} as const;

export const appealSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, APPEAL_MESSAGES.required)
    .refine((m) => charCount(m) <= MAX_APPEAL, APPEAL_MESSAGES.tooLong),
});
export type AppealValues = z.infer<typeof appealSchema>;

/**
 * canAppeal: the item was rejected or taken down and its owner has not appealed that decision
 * (the server takes one appeal per decision).
 */
export function canAppeal(media: { adminStatus: AdminStatus; appeal?: MediaAppeal | null }) {
  return (media.adminStatus === 'rejected' || media.adminStatus === 'suspended') && !media.appeal;
}

export type AppealTone = 'waiting' | 'granted' | 'denied';

/** AppealView is how the creator's item page words an appeal in each of its states. */
export interface AppealView {
  tone: AppealTone;
  title: string;
  /** body: what it means for the item. */
  body: string;
  /** reason: the admin's reason, shown under the body ('' for none). */
  reason: string;
}

/** appealView words an appeal's state for its creator: waiting, granted or denied. */
export function appealView(appeal: MediaAppeal, noun: string): AppealView {
  const reason = appeal.reason?.trim() ?? '';
  switch (appeal.status) {
    case 'granted':
      return {
        tone: 'granted',
        title: 'Your appeal was granted',
        body: `An admin reviewed your appeal and restored this ${noun}. Listeners can hear it again.`,
        reason,
      };
    case 'denied':
      return {
        tone: 'denied',
        title: 'Your appeal was denied',
        body: 'An admin reviewed your appeal and the decision stands.',
        reason,
      };
    default:
      return {
        tone: 'waiting',
        title: 'Your appeal is waiting for review',
        body: 'An admin will read your message and decide. We will email you when they do.',
        reason: '',
      };
  }
}
