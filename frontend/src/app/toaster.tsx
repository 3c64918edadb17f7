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
      style={
        {
          '--width': `${TOAST_OPTIONS.width}px`,
          // sonner's light rich colours read at 4.25:1 (success) and 4.2:1 (error) on their
          // backgrounds; a shade darker passes WCAG AA's 4.5:1 (axe on every screen).
          '--success-text': 'hsl(140, 100%, 22%)',
          '--error-text': 'hsl(360, 100%, 38%)',
        } as React.CSSProperties
      }
    />
  );
}
