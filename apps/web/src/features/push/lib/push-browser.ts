import type { PushSubscriptionInput } from '@kindred/contract/push';
import { SERVICE_WORKER_URL } from '@/lib/service-worker';

// The browser's side of Web Push (decision 047): the service worker at /sw.js and its push
// subscription. Loaded only with the Settings page, never on the public pages. The worker itself is
// registered for every member page since decision 112 (lib/service-worker.ts).

/** Which member this browser's subscription was made for (a shared browser may change hands). */
export const OWNER_KEY = 'kindred.push.member';

export type PushPermission = 'unsupported' | NotificationPermission;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The registration of our service worker, if one was made before (none is made here). */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** This browser's push subscription for `memberId`, or null. */
export async function currentSubscription(memberId: string): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await existingRegistration();
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  return subscription && localStorage.getItem(OWNER_KEY) === memberId ? subscription : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the server stores of a subscription. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Registers the service worker (first time only) and subscribes with the server's key. A
 * subscription made with another key (or for another member) is replaced.
 */
export async function subscribeThisBrowser(memberId: string, publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const sameKey =
      existing.options.applicationServerKey &&
      new Uint8Array(existing.options.applicationServerKey).join() === keyBytes(publicKey).join();
    if (sameKey && localStorage.getItem(OWNER_KEY) === memberId) return existing;
    await existing.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  localStorage.setItem(OWNER_KEY, memberId);
  return subscription;
}

/** Ends this browser's subscription (the service worker stays; it does nothing without one). */
export async function unsubscribeThisBrowser(subscription: PushSubscription): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  await subscription.unsubscribe();
}
