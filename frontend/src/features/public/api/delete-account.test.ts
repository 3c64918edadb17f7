import { describe, expect, it } from 'vitest';

import { deleteAccountSchema } from './delete-account';

function firstError(email: string) {
  const result = deleteAccountSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('deleteAccountSchema', () => {
  it('requires an email address', () => {
    expect(firstError('')).toBe('Email address is required');
  });

  it('treats whitespace only as missing', () => {
    expect(firstError('   ')).toBe('Email address is required');
  });

  it('rejects something that is not an email address', () => {
    expect(firstError('grace')).toBe('Please enter a valid email address');
    expect(firstError('grace@')).toBe('Please enter a valid email address');
    expect(firstError('grace@example')).toBe('Please enter a valid email address');
  });

  it('accepts a valid email address and trims it', () => {
    const result = deleteAccountSchema.safeParse({ email: '  grace@example.com ' });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('grace@example.com');
  });
});
