import type { User } from '@/types/api';

/** LAST_ME_KEY keeps the last GET /api/users/me answer, with the token it was for. */
export const LAST_ME_KEY = 'selah.me';

/** rememberMe keeps the account's last answer, so the app opens offline (RequireUser). */
export function rememberMe(token: string, user: User, storage: Storage = localStorage) {
  try {
    storage.setItem(LAST_ME_KEY, JSON.stringify({ token, user }));
  } catch {
    // storage full or off: offline, the session cannot be shown
  }
}

/**
 * lastMe is the last answer for this very token, or null: with no connection the app trusts
 * the stored token as far as showing the account's own screens (the server checks it again
 * on every call once the connection returns, and a 401 then signs out).
 */
export function lastMe(token: string, storage: Storage = localStorage): User | null {
  try {
    const raw = JSON.parse(storage.getItem(LAST_ME_KEY) ?? 'null') as {
      token?: unknown;
      user?: unknown;
    } | null;
    return raw && raw.token === token && raw.user && typeof raw.user === 'object'
      ? (raw.user as User)
      : null;
  } catch {
    return null;
  }
}

/** forgetMe drops the kept answer (sign-out). */
export function forgetMe(storage: Storage = localStorage) {
  try {
    storage.removeItem(LAST_ME_KEY);
  } catch {
    // nothing kept
  }
}
