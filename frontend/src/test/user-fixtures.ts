import type { User } from '@/types/api';

/** testUser is an account as GET /api/users/me gives it: the listener Lydia, unless told. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Lydia Listener',
    email: 'lydia@example.com',
    accountStatus: 'active',
    isPremiumUser: false,
    createdAt: '2025-08-18T10:00:00.000Z',
    ...overrides,
  };
}
