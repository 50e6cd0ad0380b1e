import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_KEY } from '@/features/push/lib/push-browser';
import { fakePushBrowser, removeFakePushBrowser } from '@/test/fake-push-browser';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import MemberRealtime from './member-realtime';

afterEach(() => {
  vi.unstubAllGlobals();
  removeFakePushBrowser();
});

const subscription = {
  endpoint: 'https://push.example.com/send/abc',
  toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
} as unknown as PushSubscription;

describe('MemberRealtime', () => {
  it("stores this browser's push subscription for the new session as the member app loads (decision 047)", async () => {
    localStorage.setItem(OWNER_KEY, 'member-1');
    const browser = fakePushBrowser('granted', subscription);
    const { calls } = mockApi({
      'POST /push/subscriptions': () =>
        jsonResponse(201, { subscription: { endpoint: subscription.endpoint, createdAt: new Date().toISOString() } }),
    });
    renderWithProviders(<MemberRealtime memberId="member-1" />);

    await waitFor(() => expect(calls.filter((call) => call.path === '/push/subscriptions')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/push/subscriptions')?.body).toEqual({
      endpoint: subscription.endpoint,
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
