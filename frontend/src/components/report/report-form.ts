import { z } from 'zod';
import { EMAIL_PATTERN } from '@/features/auth/api/schemas';

/** ReportReason: why an item is reported (API.md, "Reports"). */
export type ReportReason = 'copyright' | 'hateful' | 'sexual' | 'spam' | 'misleading' | 'other';

/** REPORT_REASONS: the choices of the report dialog, in the order shown, with a line each. */
export const REPORT_REASONS: ReadonlyArray<{
  value: ReportReason;
  label: string;
  hint: string;
}> = [
  {
    value: 'copyright',
    label: 'Copyright / rights',
    hint: 'I own the rights and did not allow this',
  },
  { value: 'hateful', label: 'Hateful or abusive', hint: 'Attacks, threatens or demeans people' },
  { value: 'sexual', label: 'Sexual content', hint: 'Sexually explicit words or sounds' },
  { value: 'spam', label: 'Spam', hint: 'Advertising, scams or the same thing over and over' },
  {
    value: 'misleading',
    label: 'Misleading',
    hint: 'Pretends to be someone else, or spreads false claims',
  },
  { value: 'other', label: 'Something else', hint: 'Tell us what is wrong below' },
];

const REASON_VALUES = [
  'copyright',
  'hateful',
  'sexual',
  'spam',
  'misleading',
  'other',
] as const satisfies ReadonlyArray<ReportReason>;

/** MAX_DETAILS: the longest details (and appeal message) the server takes, in characters. */
export const MAX_DETAILS = 2000;

/** REPORT_MESSAGES: the form's sentences; the checks' are the server's own words. */
export const REPORT_MESSAGES = {
  reason: 'Please choose a reason',
  detailsTooLong: 'Details must be at most 2,000 characters',
  detailsRequired: 'Please tell us what is wrong',
  emailRequired: 'Please enter your email so we can tell you what happens',
  emailInvalid: 'Please enter a valid email address',
  sent: 'Thank you. Your report was received and will be reviewed.',
  failed: 'Your report could not be sent. Please try again.',
  /** notFound: a 404 (the item was removed or is no longer public); the server's words are generic. */
  notFound: 'This item is no longer available, so it cannot be reported.',
} as const;

/** charCount counts characters as a person (and the server) does: an emoji is one. */
export function charCount(text: string): number {
  return [...text].length;
}

/** ReportValues: what the report dialog's form holds ('' before a reason is chosen). */
export interface ReportValues {
  reason: ReportReason | '';
  details: string;
  email: string;
}

export const EMPTY_REPORT: ReportValues = { reason: '', details: '', email: '' };

/**
 * reportSchema checks the dialog's form as the server does: a reason; details at most 2,000
 * characters, and some for "Something else"; a valid email when signed out (a signed-in
 * listener's account answers for them, so the field is not shown).
 */
export function reportSchema(signedIn: boolean) {
  return z
    .object({
      // A radio group with nothing chosen reads as null: any value passes here, and the check
      // below says what is missing along with the other fields' problems.
      reason: z.custom<ReportReason | ''>(),
      details: z.string().trim(),
      email: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      if (!(REASON_VALUES as ReadonlyArray<unknown>).includes(v.reason))
        ctx.addIssue({ code: 'custom', path: ['reason'], message: REPORT_MESSAGES.reason });
      if (charCount(v.details) > MAX_DETAILS)
        ctx.addIssue({
          code: 'custom',
          path: ['details'],
          message: REPORT_MESSAGES.detailsTooLong,
        });
      else if (v.reason === 'other' && !v.details)
        ctx.addIssue({
          code: 'custom',
          path: ['details'],
          message: REPORT_MESSAGES.detailsRequired,
        });
      if (signedIn) return;
      if (!v.email)
        ctx.addIssue({ code: 'custom', path: ['email'], message: REPORT_MESSAGES.emailRequired });
      else if (!EMAIL_PATTERN.test(v.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: REPORT_MESSAGES.emailInvalid });
    });
}

/** ReportBody is POST /api/media/{id}/report's body. */
export interface ReportBody {
  reason: ReportReason;
  details?: string;
  episodeId?: string;
  email?: string;
  work?: string;
  rightsHolder?: string;
  contact?: string;
  goodFaith?: boolean;
  accurate?: boolean;
}

/**
 * reportBody is what the dialog sends: the reason, the details and the episode when there are
 * any, and the email only when signed out (the server ignores it otherwise).
 */
export function reportBody(
  values: ReportValues,
  opts: { signedIn: boolean; episodeId?: string | null },
): ReportBody {
  const body: ReportBody = { reason: values.reason as ReportReason };
  const details = values.details.trim();
  if (details) body.details = details;
  if (opts.episodeId) body.episodeId = opts.episodeId;
  if (!opts.signedIn) body.email = values.email.trim();
  return body;
}
