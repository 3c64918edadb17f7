import { z } from 'zod';
import { MESSAGES } from '@/features/creator/api/messages';
import { isFutureLocalInput, isValidLocalInput } from '@/lib/release-time';

/**
 * releaseTimeSchema: a `datetime-local` value, '' for none. A time set or changed must be ahead
 * (the server's rule and words); `kept`, the time an item already has, passes as it is, so an
 * edit of other fields never trips on a release time that came meanwhile.
 */
export function releaseTimeSchema(kept = '') {
  return z
    .string()
    .refine(isValidLocalInput, MESSAGES.publishAtInvalid)
    .refine(
      (v) => v === '' || v === kept || !isValidLocalInput(v) || isFutureLocalInput(v),
      MESSAGES.publishAtInPast,
    );
}
