/**
 * registerServiceWorker registers the Workbox service worker vite-plugin-pwa builds (sw.js,
 * vite.config.ts's pwa()): it precaches the app shell so the app opens offline. A new build's
 * worker takes over on its own (autoUpdate, skipWaiting) and the page reloads into it. Called
 * from main.tsx only, so Vitest never registers one; `vite dev` builds no worker. The register
 * code (workbox-window) is loaded once the page has loaded: the landing's first JavaScript
 * stays within its budget (make bench, target 5), and nothing on screen waits for the worker.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
