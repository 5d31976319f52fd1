/* global self, caches */
/*
 * OpenLobby's service worker: what makes the site installable as the lite app (spec §2
 * /down). It caches ONLY the built static files: the content-hashed files under /assets/
 * (cache first: a name never changes content) and the shell page (network first, the
 * cached copy only when offline). It never answers API replies or money data from a cache:
 * requests under the network-only prefixes are not even intercepted, nor is anything that
 * is not a GET of this origin. Hand-written and small on purpose, so it can be read whole.
 */
const CACHE = 'openlobby-static-v1';
const SHELL = '/';
const NETWORK_ONLY = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/games/',
  '/operator/',
  '/img/games',
  '/docs',
  '/ws',
];

/** How a request is answered: 'asset' (cache first), 'shell' (network first) or null (not touched). */
function routeOf(method, url, origin, mode) {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (
    NETWORK_ONLY.some((p) => url.pathname === p.replace(/\/$/, '') || url.pathname.startsWith(p))
  ) {
    return null;
  }
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (mode === 'navigate') return 'shell';
  return null;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const route = routeOf(request.method, new URL(request.url), self.location.origin, request.mode);
  if (route === 'asset') event.respondWith(cacheFirst(request));
  else if (route === 'shell') event.respondWith(networkFirstShell(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirstShell(request) {
  try {
    const response = await fetch(request);
    // Only the home shell is kept, from a successful load of it.
    if (response.ok && new URL(request.url).pathname === SHELL) {
      const cache = await caches.open(CACHE);
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(SHELL);
    return cached ?? Response.error();
  }
}

// For the unit test (apps/web/src/lib/pwa/service-worker.test.ts), which loads this file.
if (typeof module !== 'undefined') module.exports = { routeOf, NETWORK_ONLY };
