import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_TEXTS } from '@kindred/contract/push';
import { ROUTES } from '@kindred/contract/routes';
import { browserKeys, decryptAes128gcm, startPushReceiver, type PushReceiver } from '../../server/test/push-receiver';
import { callAsMember, registerByApi, signIn, tokenByApi, uniqueEmail } from './support/accounts';
import { closeBrowser, DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Web Push in Chromium (decision 047). Two things a real push service would do are stood in for:
// - `pushManager.subscribe()` cannot work here. Playwright's contexts are incognito profiles, where
//   Chromium refuses push ("Registration failed - permission denied", crbug.com/401439,
//   microsoft/playwright#28865); in a persistent profile it waits for Google's push service (FCM),
//   which this machine cannot reach. So the page's PushManager hands out a subscription whose
//   endpoint is a receiver in this process, with keys made here.
// - The receiver decrypts what the server sent (RFC 8291) and hands the plaintext to the real
//   service worker with the DevTools protocol (ServiceWorker.deliverPushMessage), as the browser
//   would after decrypting it. Everything else is real: the settings page, the service worker at
//   /sw.js under the app's CSP, the server's push, and the notification the worker shows.

const baseURL = workerServerURL();
/** Chromium, the server and the service worker share two cores with other specs. */
const POLL = { timeout: 10_000 };
const pages: Page[] = [];
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
  await receiver.close();
});

/** PushManager.subscribe and getSubscription, answered with `subscription` (kept in sessionStorage). */
function fakePushManager(subscription: { endpoint: string; p256dh: string; auth: string }) {
  const KEY = 'e2e-push-subscription';
  const make = (applicationServerKey: ArrayBuffer) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    }),
    unsubscribe: async () => {
      sessionStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options!.applicationServerKey as Uint8Array).slice();
    sessionStorage.setItem(KEY, Array.from(key).join(','));
    return make(key.buffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const stored = sessionStorage.getItem(KEY);
    if (!stored) return null;
    return make(Uint8Array.from(stored.split(','), Number).buffer) as unknown as PushSubscription;
  };
}

async function signedInMember(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
}

const pushCard = (page: Page) => page.getByRole('heading', { name: PUSH_TEXTS.heading });

/** The system notifications the service worker shows. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((item) => ({
      title: item.title,
      body: item.body,
      url: (item.data as { url?: string } | null)?.url,
    }));
  });

describe('web push', () => {
  it('a member turns push on; a like reaches the service worker and is shown; off unsubscribes', async () => {
    const keys = browserKeys();
    const endpoint = receiver.endpoint('chromium');
    const email = uniqueEmail('push');
    const admirerEmail = uniqueEmail('push-admirer');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    await registerByApi(baseURL, admirerEmail, pngDataUrl(), { onboarded: true, profile: { name: 'Sam' } });

    const page = await newPage(DESKTOP, baseURL);
    pages.push(page);
    await page.context().grantPermissions(['notifications'], { origin: baseURL });
    await page.addInitScript(fakePushManager, { endpoint, ...keys.json });
    await signedInMember(page, email);
    await page.goto('/settings?tab=notifications');

    const toggle = page.getByRole('switch', { name: PUSH_TEXTS.deviceToggle });
    await expect.poll(() => toggle.isEnabled(), POLL).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const subscribed = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'POST',
    );
    await toggle.click();
    expect((await subscribed).status()).toBe(201);
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('true');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
    ).toBe(`${baseURL}/sw.js`);

    // Another member likes her: the server pushes to her subscription.
    const admirer = await tokenByApi(baseURL, admirerEmail);
    const her = await tokenByApi(baseURL, email);
    const { user } = (await callAsMember(baseURL, her, 'GET', '/auth/me')) as { user: { id: string } };
    await callAsMember(baseURL, admirer, 'POST', `/matches/${user.id}/like`);
    await expect.poll(() => receiver.received.filter((push) => endpoint.endsWith(push.path)).length, POLL).toBe(1);
    const push = receiver.received.find((item) => endpoint.endsWith(item.path))!;
    const payload = decryptAes128gcm(push.body, keys);
    expect(JSON.parse(payload)).toMatchObject({ title: 'Someone likes you', body: 'Sam liked your profile' });

    // The browser's part: the decrypted push goes to the service worker, which shows it.
    const cdp = await page.context().newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
    );
    await cdp.send('ServiceWorker.enable');
    const registration = (await registrations).find((item) => item.scopeURL === `${baseURL}/`)!;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${baseURL}/`,
      registrationId: registration.registrationId,
      data: payload,
    });
    await expect
      .poll(() => shownNotifications(page), POLL)
      .toEqual([{ title: 'Someone likes you', body: 'Sam liked your profile', url: ROUTES.forYou }]);
    await screenshots(page, 'settings-push-on', { target: pushCard(page), scrollOffset: 90 });

    const unsubscribed = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'DELETE',
    );
    await toggle.click();
    expect((await unsubscribed).status()).toBe(204);
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('false');
  });

  it('quiet hours are stored with the settings and offer times and a time zone', async () => {
    const email = uniqueEmail('push-quiet');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    const page = await newPage(MOBILE, baseURL);
    pages.push(page);
    await page.context().grantPermissions(['notifications'], { origin: baseURL });
    await signedInMember(page, email);
    await page.goto('/settings?tab=notifications');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/profile/settings') && response.status() === 200,
    );
    await page.getByRole('switch', { name: PUSH_TEXTS.quietHours }).click();
    await saved;
    const savedStart = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/profile/settings') && response.status() === 200,
    );
    await page.getByLabel(PUSH_TEXTS.quietFrom).selectOption('23:00');
    await savedStart;
    await screenshots(page, 'settings-quiet-hours', { target: pushCard(page), scrollOffset: 90 });

    await page.reload();
    await expect.poll(() => page.getByLabel(PUSH_TEXTS.quietFrom).inputValue(), POLL).toBe('23:00');
    expect(await page.getByLabel(PUSH_TEXTS.quietUntil).inputValue()).toBe('08:00');
    expect(await page.getByLabel(PUSH_TEXTS.timeZone).inputValue()).toBe(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
  });

  it('when the browser blocks notifications, the toggle stays off and says how to allow them', async () => {
    const email = uniqueEmail('push-blocked');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    const page = await newPage(MOBILE, baseURL);
    pages.push(page);
    // What "Block" in the browser's prompt or site settings does (Playwright can only grant).
    const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
    await (
      await (await launchBrowser()).newBrowserCDPSession()
    ).send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: baseURL,
      browserContextId: targetInfo.browserContextId,
    });
    await signedInMember(page, email);
    await page.goto('/settings?tab=notifications');
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    await page.getByText(PUSH_TEXTS.blocked).waitFor();
    const toggle = page.getByRole('switch', { name: PUSH_TEXTS.deviceToggle });
    expect(await toggle.isDisabled()).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await screenshots(page, 'settings-push-blocked', { target: pushCard(page), scrollOffset: 90 });
  });
});
