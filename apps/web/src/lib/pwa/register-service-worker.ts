/**
 * Registers the lite app's service worker (public/sw.js) in production builds only: in
 * development Vite serves unhashed modules, which the worker must never pin in a cache.
 * After the page has loaded, so it never competes with the first render (P1, P2).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker only means no offline shell; the site works the same.
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
