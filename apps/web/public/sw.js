// Kindred's service worker (decision 047): Web Push only. It caches nothing and never touches a
// fetch, so the app behaves exactly as without it. Registered from Settings, for a signed-in
// member who turns push on; the page never loads it for visitors.
'use strict';

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

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
