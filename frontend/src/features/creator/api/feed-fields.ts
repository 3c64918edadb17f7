import { z } from 'zod';
import { MESSAGES } from '@/features/creator/api/messages';

/** languageSchema: an ISO 639-1 code (the server checks it is one of the 183). */
export const languageSchema = z.string().regex(/^[a-z]{2}$/, MESSAGES.languageInvalid);

/** ownerEmailSchema: empty (the account email is published) or an email address. */
export const ownerEmailSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), MESSAGES.ownerEmailInvalid)
  .refine((v) => v.length <= 254, MESSAGES.ownerEmailInvalid);
