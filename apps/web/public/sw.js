// Kindred's service worker: Web Push (decision 047), and the app shell for installing and for going
// offline (decision 112). It answers only this site's GET requests for pages, hashed assets and the
// offline page's files: a page comes from the network, or the offline page when there is none; a
// hashed asset (which never changes under its name) from the cache once fetched; the offline page's
// files from the network, or the cache. The API, uploads and anything else pass by.
'use strict';

// The build (apps/web/build.mjs) writes the shell's files and their version here.
const SHELL = /* shell */ { version: 'dev', files: [] };
const CACHE = `kindred-shell-${SHELL.version}`;
const OFFLINE_URL = '/offline.html';
const UNHASHED_SHELL = new Set([OFFLINE_URL, '/offline.css', '/offline.js', '/favicon.svg', '/icons/icon-192.png']);
const PRECACHE = [...UNHASHED_SHELL, ...SHELL.files];

const FALLBACK = { title: 'Kindred', body: '', url: '/notifications', tag: 'kindred' };

/** The push's JSON ({ title, body, url, type, tag }); a push that is not ours still shows something. */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === 'string' ? data.title : FALLBACK.title,
      body: typeof data.body === 'string' ? data.body : FALLBACK.body,
      // Only a path of this site: a push must not send the member elsewhere.
      url:
        typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
          ? data.url
          : FALLBACK.url,
      tag: typeof data.tag === 'string' ? data.tag : FALLBACK.tag,
    };
  } catch {
    return FALLBACK;
  }
}

/**
 * What the fetch handler passes by goes straight to the network without waking this worker (the
 * Static Routing API, Chromium 123+; other browsers run the handler, which passes them by too):
 * every API call and photo of a member's session would otherwise start or wait for the worker first.
 */
const NETWORK_ONLY_ROUTES = ['/api/*', '/uploads/*'].map((pathname) => ({
  condition: { urlPattern: { pathname } },
  source: 'network',
}));

self.addEventListener('install', (event) => {
  const routed = typeof event.addRoutes === 'function' ? event.addRoutes(NETWORK_ONLY_ROUTES) : undefined;
  event.waitUntil(
    (async () => {
      // A rule this browser does not understand leaves the fetch handler in charge, as elsewhere.
      await routed?.catch(() => undefined);
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      // The first worker takes over at once. A new version waits until the page's "Reload" (or every
      // tab is closed), so no page runs a shell whose files this worker no longer serves.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('kindred-shell-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_URL, { cacheName: CACHE })) || Response.error();
  }
}

/** The offline page's own files and icons: fresh from the network, the cached copy without one. */
async function networkOrCached(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(request, { cacheName: CACHE })) || Response.error();
  }
}

async function cachedAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cachedAsset(request));
  else if (UNHASHED_SHELL.has(url.pathname)) event.respondWith(networkOrCached(request));
});

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      data: { url: push.url },
      icon: '/favicon.svg',
      tag: push.tag,
      // A conversation's newer message replaces the older one, and says so.
      renotify: true,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || FALLBACK.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(url.href);
      }
      return self.clients.openWindow(url.href);
    })(),
  );
});
