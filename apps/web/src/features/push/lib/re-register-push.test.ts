import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePushBrowser, removeFakePushBrowser } from '@/test/fake-push-browser';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { OWNER_KEY } from './push-browser';
import { reRegisterPush } from './re-register-push';

const MEMBER = 'member-1';
const subscription = {
  endpoint: 'https://push.example.com/send/abc',
  toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
} as unknown as PushSubscription;

beforeEach(() => localStorage.setItem(OWNER_KEY, MEMBER));
afterEach(() => {
  vi.unstubAllGlobals();
  removeFakePushBrowser();
});

describe('reRegisterPush (on load of the member app)', () => {
  it("stores the browser's existing subscription again for the new session, without asking anything", async () => {
    const browser = fakePushBrowser('granted', subscription);
    const { calls } = mockApi({
      'POST /push/subscriptions': () =>
        jsonResponse(201, { subscription: { endpoint: subscription.endpoint, createdAt: new Date().toISOString() } }),
    });

    expect(await reRegisterPush(MEMBER)).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /push/subscriptions']);
    expect(calls[0]!.body).toEqual({
      endpoint: subscription.endpoint,
      keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
  });

  it.each([
    ['the permission was never given', 'default' as const, subscription, MEMBER],
    ['notifications are blocked', 'denied' as const, subscription, MEMBER],
    ['the browser has no subscription', 'granted' as const, null, MEMBER],
    ['the subscription was made for another member (a shared browser)', 'granted' as const, subscription, 'member-2'],
  ])('does nothing when %s', async (_case, permission, existing, owner) => {
    localStorage.setItem(OWNER_KEY, owner);
    const browser = fakePushBrowser(permission, existing);
    const { calls } = mockApi({});

    expect(await reRegisterPush(MEMBER)).toBe(false);
    expect(calls).toEqual([]);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without Web Push', async () => {
    const { calls } = mockApi({});
    expect(await reRegisterPush(MEMBER)).toBe(false);
    expect(calls).toEqual([]);
  });
});
