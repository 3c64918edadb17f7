import { useSyncExternalStore } from 'react';

import { userPb } from '@/lib/pocketbase';

function subscribe(onChange: () => void) {
  return userPb.authStore.onChange(onChange);
}

function getToken() {
  return userPb.authStore.token;
}

/**
 * useUserSession reports whether a user is signed in (a stored, unexpired user token) and their email,
 * and re-renders when they sign in or out, in this tab or another.
 */
export function useUserSession() {
  const token = useSyncExternalStore(subscribe, getToken, getToken);
  const signedIn = Boolean(token) && userPb.authStore.isValid;
  const record = userPb.authStore.record;
  const email = signedIn && typeof record?.email === 'string' ? record.email : null;
  return { signedIn, email };
}
