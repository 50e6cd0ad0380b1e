// The offline page (decision 112): when the connection comes back, the page the member asked for
// loads by itself. The browser's `online` event says so at once where it can; a light request
// every few seconds notices a network that is back without the event (or connected but dead before).
'use strict';
const retry = () => window.location.reload();
window.addEventListener('online', retry);
window.setInterval(() => {
  // The server's liveness check (API_PATHS.health), which the service worker leaves to the network.
  fetch('/api/v1/health', { cache: 'no-store' }).then(
    (response) => {
      if (response.ok) retry();
    },
    () => undefined,
  );
}, 3000);
