import * as React from 'react';
import '@/features/public/public-dark.css';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

function prefersDark() {
  return window.matchMedia?.(QUERY).matches ?? false;
}

/** usePrefersDark follows the system's light or dark setting. */
export function usePrefersDark(): boolean {
  return React.useSyncExternalStore(subscribe, prefersDark, () => false);
}

/**
 * usePublicTheme puts the public pages in the visitor's colour scheme: the rest of the app has
 * no dark theme yet, so the `dark` class (Tailwind's `dark` variant, and the colours of
 * public-dark.css) is set on <html> only while a public page is shown, and taken off when the
 * visitor moves on. On <html>, so menus and toasts (portalled to <body>) follow it too.
 */
export function usePublicTheme(): boolean {
  const dark = usePrefersDark();
  React.useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : '';
    return () => {
      root.classList.remove('dark');
      root.style.colorScheme = '';
    };
  }, [dark]);
  return dark;
}
