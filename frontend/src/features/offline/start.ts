import { forgetMe } from '@/lib/auth/me-offline';
import { userPb } from '@/lib/pocketbase';
import { downloads } from '@/features/offline/downloads';
import { watchConnection } from '@/features/offline/offline-reports';

/**
 * startOffline starts offline listening once the signed-in app loads (RequireUser), not on the
 * landing page (whose one script stays free of the SDK): the downloads are read, and the
 * reports kept offline are sent now and whenever the connection returns. Once per page.
 */
export function startOffline() {
  if (started.has(window)) return;
  started.add(window);
  // Without IndexedDB (or when it cannot be opened) there is nothing downloaded to list.
  const none = () => downloads.store.setState({ loaded: true });
  if (typeof indexedDB === 'undefined') none();
  else void downloads.load().catch(none);
  watchConnection();
  // The account kept for opening offline (lib/auth/me.ts) goes with the sign-out.
  userPb.authStore.onChange((token) => {
    if (!token) forgetMe();
  });
}

/** started: the pages (windows) offline listening was started in. */
const started = new WeakSet<Window>();
