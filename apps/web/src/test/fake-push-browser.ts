import { vi } from 'vitest';

/** A browser with Web Push: `permission`, and `existing` as its subscription (or none). */
export function fakePushBrowser(permission: NotificationPermission, existing: PushSubscription | null) {
  const requestPermission = vi.fn(async () => permission);
  const subscribe = vi.fn();
  const register = vi.fn();
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistration: async () => ({ pushManager: { getSubscription: async () => existing, subscribe } }),
    },
  });
  return { requestPermission, subscribe, register };
}

/** Undoes fakePushBrowser's service worker (the globals go with vi.unstubAllGlobals). */
export function removeFakePushBrowser(): void {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}
