import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * BeforeInstallPromptEvent is Chromium's offer to install the app (not in TypeScript's DOM
 * types): prompt() shows the browser's dialog once, userChoice says what the person chose.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** InstallState: whether the browser offers to install Selah now, or it is installed. */
export interface InstallState {
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
}

/**
 * installStore holds the browser's install offer. The offer (beforeinstallprompt) comes once,
 * early, whatever page is open: watchInstallPrompt keeps it from the start so the settings
 * page can show "Install Selah" later.
 */
export const installStore = createStore<InstallState>()(() => ({ offer: null, installed: false }));

/** runsInstalled says whether this page runs as the installed app (its own window). */
function runsInstalled(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

/** watchInstallPrompt keeps the browser's install offer and notices the app being installed. */
export function watchInstallPrompt(target: Window = window) {
  installStore.setState({ installed: runsInstalled() });
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for our own button rather than the browser's mini-infobar.
    event.preventDefault();
    installStore.setState({ offer: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => {
    installStore.setState({ offer: null, installed: true });
  });
}

/**
 * promptInstall shows the browser's install dialog; the offer is used up either way (the
 * browser sends a new beforeinstallprompt if it offers again).
 */
export async function promptInstall(): Promise<boolean> {
  const offer = installStore.getState().offer;
  if (!offer) return false;
  installStore.setState({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') installStore.setState({ installed: true });
  return outcome === 'accepted';
}

/** useInstallOffer: whether "Install Selah" can be offered now (not installed, browser offers). */
export function useInstallOffer(): boolean {
  return useStore(installStore, (s) => s.offer !== null && !s.installed);
}
