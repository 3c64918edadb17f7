import { forgetMe } from '@/lib/auth/me-offline';
import { userPb } from '@/lib/pocketbase';
import { downloads } from '@/features/offline/downloads';
import { watchInstallPrompt } from '@/features/offline/install-prompt';
import { watchConnection } from '@/features/offline/offline-reports';

/**
 * startOffline is what the app starts for installing and listening offline (main.tsx): the
 * browser's install offer is kept, the downloads are read, and the reports kept offline are
 * sent now and whenever the connection returns.
 */
export function startOffline() {
  watchInstallPrompt();
  if (typeof indexedDB !== 'undefined') void downloads.load().catch(() => undefined);
  watchConnection();
  // The account kept for opening offline (lib/auth/me.ts) goes with the sign-out.
  userPb.authStore.onChange((token) => {
    if (!token) forgetMe();
  });
}
