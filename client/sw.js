/* The LightKit service worker: the app shell works with no network at all, so documents
 * opened before (kept in IndexedDB) open, edit and present on a site visit.
 * CACHE, BASE and PRECACHE are prepended at build time (scripts/service-worker.ts). */
/* global CACHE, BASE, PRECACHE */

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('lightkit-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Uploaded pictures are named by their content hash and never change: kept once seen, so a
  // deck opened before shows its images on a site visit with no network. Their cache outlives
  // deploys (its name does not start with "lightkit-").
  if (url.pathname.startsWith('/kapi/source/file/')) {
    event.respondWith(
      caches.open('lk-files-v1').then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
    return;
  }
  // Otherwise only the app itself: /kapi (data, sync) always goes to the network.
  if (!url.pathname.startsWith(BASE)) return;

  if (request.mode === 'navigate') {
    // Network first so a deploy shows at once; the cached shell when offline.
    event.respondWith(
      fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(BASE)).then((hit) => hit || Response.error())),
    );
    return;
  }
  // Hashed assets never change: cache first.
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok && url.pathname.startsWith(`${BASE}assets/`)) cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
