import { z } from 'zod';
import { EMAIL_PATTERN } from '@/features/auth/api/schemas';
import {
  charCount,
  MAX_DETAILS,
  REPORT_MESSAGES,
  type ReportBody,
} from '@/components/report/report-form';
import { parseItemLink } from '@/features/public/utils/item-link';

/** The longest answers the server takes (API.md, "Reports"). */
export const NOTICE_LIMITS = { work: 500, rightsHolder: 200, contact: 500 } as const;

export const NOTICE_MESSAGES = {
  required: 'Please fill in this field',
  confirm: 'Please confirm this statement',
  tooLong: (limit: number) => `This field must be at most ${limit} characters`,
  /** notFound: a 404 from the server, said under the link (the server's own words are generic). */
  notFound: 'There is no public item at this link. Please check it and try again.',
  failed: 'Your notice could not be sent. Please try again.',
} as const;

/** The two statements a copyright notice must make, as the form words them. */
export const GOOD_FAITH_STATEMENT =
  'I have a good faith belief that this use is not authorized by the rights holder, its agent or the law.';
export const ACCURATE_STATEMENT =
  'The information in this notice is accurate, and I am the rights holder or authorized to act on their behalf.';

/** CopyrightNoticeValues: what the copyright notice form holds. */
export interface CopyrightNoticeValues {
  link: string;
  work: string;
  rightsHolder: string;
  contact: string;
  email: string;
  details: string;
  goodFaith: boolean;
  accurate: boolean;
}

export const EMPTY_NOTICE: CopyrightNoticeValues = {
  link: '',
  work: '',
  rightsHolder: '',
  contact: '',
  email: '',
  details: '',
  goodFaith: false,
  accurate: false,
};

/**
 * copyrightNoticeSchema checks the notice as the server does, and the item's link as only the
 * page can (it must name an item on this site, `origin`): every field but the details, both
 * statements confirmed, the email when signed out.
 */
export function copyrightNoticeSchema(signedIn: boolean, origin: string) {
  return z
    .object({
      link: z.string().trim(),
      work: z.string().trim(),
      rightsHolder: z.string().trim(),
      contact: z.string().trim(),
      email: z.string().trim(),
      details: z.string().trim(),
      goodFaith: z.boolean(),
      accurate: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof CopyrightNoticeValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const link = parseItemLink(v.link, origin);
      if (link.error) issue('link', link.error);
      for (const field of ['work', 'rightsHolder', 'contact'] as const) {
        if (!v[field]) issue(field, NOTICE_MESSAGES.required);
        else if (charCount(v[field]) > NOTICE_LIMITS[field])
          issue(field, NOTICE_MESSAGES.tooLong(NOTICE_LIMITS[field]));
      }
      if (charCount(v.details) > MAX_DETAILS) issue('details', REPORT_MESSAGES.detailsTooLong);
      if (!signedIn) {
        if (!v.email) issue('email', REPORT_MESSAGES.emailRequired);
        else if (!EMAIL_PATTERN.test(v.email)) issue('email', REPORT_MESSAGES.emailInvalid);
      }
      if (!v.goodFaith) issue('goodFaith', NOTICE_MESSAGES.confirm);
      if (!v.accurate) issue('accurate', NOTICE_MESSAGES.confirm);
    });
}

/** copyrightNoticeBody is the report a notice sends (reason copyright; the email when signed out). */
export function copyrightNoticeBody(values: CopyrightNoticeValues, signedIn: boolean): ReportBody {
  const body: ReportBody = {
    reason: 'copyright',
    work: values.work.trim(),
    rightsHolder: values.rightsHolder.trim(),
    contact: values.contact.trim(),
    goodFaith: values.goodFaith,
    accurate: values.accurate,
  };
  const details = values.details.trim();
  if (details) body.details = details;
  if (!signedIn) body.email = values.email.trim();
  return body;
}
