import * as React from 'react';
import type PocketBase from 'pocketbase';

/**
 * useAuthToken follows one client's auth store: the stored token while it is valid (JWT
 * expiry checked), otherwise null. It updates on save/clear, including from other tabs.
 */
export function useAuthToken(pb: PocketBase): string | null {
  const subscribe = React.useCallback(
    (onChange: () => void) => pb.authStore.onChange(onChange),
    [pb],
  );
  const getSnapshot = React.useCallback(
    () => (pb.authStore.isValid ? pb.authStore.token : null),
    [pb],
  );
  return React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
