import * as React from 'react';
import { Toaster } from 'sonner';

/** TOAST_OPTIONS follows SPEC §9: 4000 ms, at most 3 visible, 356 px wide, 14 px apart. */
export const TOAST_OPTIONS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
} as const;

/**
 * AppToaster shows the app's toasts. It lives in its own chunk (with sonner): AppShell mounts it
 * once a page that can toast has been shown, and sonner replays toasts raised before it mounted.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      // Below the 64 px top bar, so a toast never covers the Logout button.
      offset={{ top: 76, right: 24 }}
      mobileOffset={{ top: 72, left: 16, right: 16 }}
      duration={TOAST_OPTIONS.duration}
      visibleToasts={TOAST_OPTIONS.visibleToasts}
      gap={TOAST_OPTIONS.gap}
      style={{ '--width': `${TOAST_OPTIONS.width}px` } as React.CSSProperties}
    />
  );
}
