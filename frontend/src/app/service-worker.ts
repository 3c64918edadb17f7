import { registerSW } from 'virtual:pwa-register';

/**
 * registerServiceWorker registers the Workbox service worker vite-plugin-pwa builds (sw.js,
 * vite.config.ts's pwa()): it precaches the app shell so the app opens offline. A new build's
 * worker takes over on its own (autoUpdate, skipWaiting) and the page reloads into it. Called
 * from main.tsx only, so Vitest never registers one; `vite dev` builds no worker.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
