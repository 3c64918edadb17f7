import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminLoginSchema } from '@/features/auth/api/admin-login';
import { createAccountSchema } from '@/features/auth/api/create-account';
import { forgotPasswordSchema } from '@/features/auth/api/forgot-password';
import { loginSchema } from '@/features/auth/api/login';
import { MESSAGES } from '@/features/auth/api/messages';
import { resendVerificationCodeSchema } from '@/features/auth/api/resend-verification-code';
import { resetPasswordSchema } from '@/features/auth/api/reset-password';
import { verifyResetCodeSchema } from '@/features/auth/api/verify-reset-code';
import { verifyUserSchema } from '@/features/auth/api/verify-user';

/** errorsOf flattens a failed parse to {field: first message}. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('SPEC §5 texts', () => {
  it('are word for word', () => {
    expect(MESSAGES.fullName).toBe('Please enter your full name');
    expect(MESSAGES.email).toBe('Please enter a valid email address');
    expect(MESSAGES.passwordLength).toBe('Password must be at least 8 characters long');
    expect(MESSAGES.passwordsMismatch).toBe('Passwords do not match');
    expect(MESSAGES.otpIncomplete).toBe('Please enter all 6 digits');
    expect(MESSAGES.resetCode).toBe('Please enter a valid 6-digit verification code');
    expect(MESSAGES.accountCreated).toBe('Account created successfully');
    expect(MESSAGES.codeResent).toBe('New code sent successfully');
    expect(MESSAGES.resetCodeSent('a@b.co')).toBe('Verification code has been sent to a@b.co');
    expect(MESSAGES.resetCodeVerified).toBe('Verification successful');
    expect(MESSAGES.passwordReset).toBe('Your password has been reset successfully');
    expect(MESSAGES.sendCodeFailed).toBe('Failed to send verification code. Please try again.');
    expect(MESSAGES.verifyCodeFailed).toBe('Invalid verification code. Please try again.');
    expect(MESSAGES.resetFailed).toBe('Failed to reset password. Please try again.');
  });
});

describe('loginSchema (also admin login)', () => {
  it.each([loginSchema, adminLoginSchema])(
    'requires both fields, the email typed as an email',
    (schema) => {
      expect(errorsOf(schema, { email: '', password: '' })).toEqual({
        email: 'Please enter a valid email address',
        password: 'Please enter your password',
      });
      expect(errorsOf(schema, { email: 'not-an-email', password: 'x' })).toEqual({
        email: 'Please enter a valid email address',
      });
      expect(errorsOf(schema, { email: 'a@b.co', password: 'x' })).toEqual({});
    },
  );

  it('trims the email', () => {
    expect(loginSchema.parse({ email: '  a@b.co ', password: 'pw' }).email).toBe('a@b.co');
  });
});

describe('createAccountSchema', () => {
  const valid = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    password: 'password1',
    confirmPassword: 'password1',
  };

  it('accepts a complete form', () => {
    expect(errorsOf(createAccountSchema, valid)).toEqual({});
  });

  it('needs a full name that is not only spaces', () => {
    expect(errorsOf(createAccountSchema, { ...valid, name: '' })).toEqual({
      name: 'Please enter your full name',
    });
    expect(errorsOf(createAccountSchema, { ...valid, name: '   ' })).toEqual({
      name: 'Please enter your full name',
    });
  });

  it.each(['', 'jane', 'jane@', 'jane@example', 'ja ne@example.com', '@example.com'])(
    'refuses the email %j',
    (email) => {
      expect(errorsOf(createAccountSchema, { ...valid, email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it('needs at least 8 characters of password', () => {
    expect(
      errorsOf(createAccountSchema, { ...valid, password: '1234567', confirmPassword: '1234567' }),
    ).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(
      errorsOf(createAccountSchema, {
        ...valid,
        password: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({});
  });

  it('needs the confirmation to match', () => {
    expect(errorsOf(createAccountSchema, { ...valid, confirmPassword: 'password2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports every wrong field at once', () => {
    expect(
      errorsOf(createAccountSchema, {
        name: '',
        email: 'x',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('verifyUserSchema (/otp)', () => {
  it.each(['', '12345', '12 456', '12a456', '1234567'])(
    'refuses the code %j',
    (verificationCode) => {
      expect(errorsOf(verifyUserSchema, { verificationCode, email: 'a@b.co' })).toEqual({
        verificationCode: 'Please enter all 6 digits',
      });
    },
  );

  it('accepts six digits and a valid email', () => {
    expect(errorsOf(verifyUserSchema, { verificationCode: '012345', email: 'a@b.co' })).toEqual({});
  });

  it('needs the email when none was stored', () => {
    expect(errorsOf(verifyUserSchema, { verificationCode: '012345', email: '' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(resendVerificationCodeSchema, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('forgot password schemas', () => {
  it('step 0 needs a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'a@b.co' })).toEqual({});
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 345'])('step 1 refuses the code %j', (code) => {
    expect(errorsOf(verifyResetCodeSchema, { code })).toEqual({
      code: 'Please enter a valid 6-digit verification code',
    });
  });

  it('step 1 accepts six digits', () => {
    expect(errorsOf(verifyResetCodeSchema, { code: '987654' })).toEqual({});
  });

  it('step 2 needs 8 characters and a matching confirmation', () => {
    expect(errorsOf(resetPasswordSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(
      errorsOf(resetPasswordSchema, { password: 'longenough', confirmPassword: 'different' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      errorsOf(resetPasswordSchema, { password: 'longenough', confirmPassword: 'longenough' }),
    ).toEqual({});
  });
});
