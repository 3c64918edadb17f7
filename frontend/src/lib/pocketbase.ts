import PocketBase, { BaseAuthStore, LocalAuthStore } from 'pocketbase';
import type { Admin, User } from '@/types/api';

/** Local storage keys; each auth store keeps its own token so a user and an admin can be signed in side by side. */
export const USER_AUTH_KEY = 'selah.user';
export const ADMIN_AUTH_KEY = 'selah.admin';
export const REGISTRATION_EMAIL_KEY = 'selah.registrationEmail';

function createClient(store: BaseAuthStore): PocketBase {
  const pb = new PocketBase('/', store);
  // React StrictMode and parallel queries to one path would otherwise cancel each other.
  pb.autoCancellation(false);
  // The SDK puts the bare token in Authorization; API.md's contract writes it as a Bearer token
  // (PocketBase reads both), so every call, ours and PocketBase's own, sends that form.
  pb.beforeSend = (url, options) => {
    const headers = (options.headers ?? {}) as Record<string, string>;
    const token = pb.authStore.token;
    if (token && headers.Authorization === token) headers.Authorization = `Bearer ${token}`;
    return { url, options: { ...options, headers } };
  };
  return pb;
}

/** userPb holds the creator/listener token (the `users` auth collection). */
export const userPb = createClient(new LocalAuthStore(USER_AUTH_KEY));

/** adminPb holds the admin token (the `admins` auth collection). */
export const adminPb = createClient(new LocalAuthStore(ADMIN_AUTH_KEY));

/** anonPb carries no token: sign-in, registration and the public pages' calls. */
export const anonPb = createClient(new BaseAuthStore());

/** saveUserSession stores a user token from POST /api/users/login in userPb.authStore. */
export function saveUserSession(token: string, user: User): void {
  // PocketBase's file and realtime APIs accept a collection's name where its id is expected.
  userPb.authStore.save(token, {
    ...user,
    id: user._id,
    collectionId: 'users',
    collectionName: 'users',
  });
}

/** saveAdminSession stores an admin token from POST /api/admin/login in adminPb.authStore. */
export function saveAdminSession(token: string, admin: Admin): void {
  adminPb.authStore.save(token, {
    ...admin,
    id: admin._id,
    collectionId: 'admins',
    collectionName: 'admins',
  });
}

/** getStoredAdmin reads the admin record saved at sign-in, or null. */
export function getStoredAdmin(): Admin | null {
  const record = adminPb.authStore.record;
  if (!record) return null;
  return {
    _id: String(record._id ?? record.id),
    name: typeof record.name === 'string' ? record.name : '',
    email: typeof record.email === 'string' ? record.email : '',
  };
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** getRegistrationEmail returns the email used at registration (kept for the /otp screen). */
export function getRegistrationEmail(): string | null {
  return safeStorage()?.getItem(REGISTRATION_EMAIL_KEY) || null;
}

export function setRegistrationEmail(email: string): void {
  safeStorage()?.setItem(REGISTRATION_EMAIL_KEY, email);
}

export function clearRegistrationEmail(): void {
  safeStorage()?.removeItem(REGISTRATION_EMAIL_KEY);
}
