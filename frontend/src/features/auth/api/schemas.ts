import { z } from 'zod';
import { MESSAGES } from '@/features/auth/api/messages';

/** EMAIL_PATTERN is SPEC's simple email pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;

export const emailSchema = z.string().trim().regex(EMAIL_PATTERN, MESSAGES.email);

export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength);

export const sixDigitsSchema = (message: string) =>
  z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), message);
