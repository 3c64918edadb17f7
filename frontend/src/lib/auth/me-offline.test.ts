import { describe, expect, it } from 'vitest';
import { forgetMe, lastMe, rememberMe } from '@/lib/auth/me-offline';
import type { User } from '@/types/api';

describe('the account kept for opening offline', () => {
  it('is given back for the same token only, and forgotten on sign-out', () => {
    const user = { _id: 'u1', email: 'a@example.com' } as unknown as User;
    rememberMe('token-a', user);
    expect(lastMe('token-a')).toEqual(user);
    expect(lastMe('token-b')).toBeNull();
    forgetMe();
    expect(lastMe('token-a')).toBeNull();
    localStorage.setItem('selah.me', '{broken');
    expect(lastMe('token-a')).toBeNull();
  });
});
