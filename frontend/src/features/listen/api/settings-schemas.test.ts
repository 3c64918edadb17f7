import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from '@/features/listen/api/change-password';
import { profileSchema } from '@/features/listen/api/update-profile';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('profileSchema', () => {
  it('wants a name', () => {
    expect(messages(profileSchema.safeParse({ name: '   ', avatar: null }))).toEqual([
      'Please enter your full name',
    ]);
  });

  it('accepts a name and trims it', () => {
    const r = profileSchema.safeParse({ name: ' Ruth Bennett ', avatar: null });
    expect(r.success && r.data.name).toBe('Ruth Bennett');
  });

  it('accepts a PNG avatar and refuses a PDF', () => {
    const png = new File(['x'], 'me.png', { type: 'image/png' });
    const pdf = new File(['x'], 'me.pdf', { type: 'application/pdf' });
    expect(profileSchema.safeParse({ name: 'Ruth', avatar: png }).success).toBe(true);
    expect(messages(profileSchema.safeParse({ name: 'Ruth', avatar: pdf }))).toEqual([
      'The avatar must be a JPEG, PNG or WebP image',
    ]);
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'old-one-1',
    password: 'new-pass-1',
    confirmPassword: 'new-pass-1',
  };

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('wants the current password', () => {
    expect(messages(changePasswordSchema.safeParse({ ...valid, currentPassword: '' }))).toEqual([
      'Please enter your current password',
    ]);
  });

  it('wants 8 characters', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({ ...valid, password: 'short', confirmPassword: 'short' }),
      ),
    ).toEqual(['Password must be at least 8 characters long']);
  });

  it('wants the two passwords to match, even with another error', () => {
    expect(
      messages(changePasswordSchema.safeParse({ ...valid, confirmPassword: 'new-pass-2' })),
    ).toEqual(['Passwords do not match']);
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: '',
          password: 'abc',
          confirmPassword: 'abd',
        }),
      ),
    ).toEqual([
      'Please enter your current password',
      'Password must be at least 8 characters long',
      'Passwords do not match',
    ]);
  });
});
