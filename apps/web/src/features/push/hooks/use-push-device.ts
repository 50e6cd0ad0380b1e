import { useCallback, useEffect, useState } from 'react';
import { PUSH_TEXTS } from '@kindred/contract/push';
import { createPushSubscription } from '../api/create-push-subscription';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { fetchPushPublicKey } from '../api/get-push-public-key';
import {
  currentSubscription,
  pushPermission,
  subscribeThisBrowser,
  subscriptionInput,
  unsubscribeThisBrowser,
  type PushPermission,
} from '../lib/push-browser';
import { reRegisterPush } from '../lib/re-register-push';

export interface PushDevice {
  permission: PushPermission;
  /** null while the browser is asked. */
  on: boolean | null;
  busy: boolean;
  error: string | null;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

/**
 * "Push notifications on this device" (decision 047): on is this browser subscribed for this
 * member and known to the server. Turning it on asks the browser's permission (from the click),
 * registers the service worker and subscribes; off unsubscribes and tells the server.
 */
export function usePushDevice(memberId: string): PushDevice {
  const [permission, setPermission] = useState<PushPermission>(() => pushPermission());
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Stored again for this session too (the app does it on load; this page shows the outcome).
    reRegisterPush(memberId)
      .then((stored) => current && setOn(stored))
      .catch(() => current && setOn(false));
    return () => {
      current = false;
    };
  }, [memberId]);

  const turnOn = useCallback(async () => {
    setError(null);
    setBusy(true);
    try {
      // First, while the click still counts as the member's gesture.
      const answer =
        Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      setPermission(answer);
      if (answer !== 'granted') {
        if (answer === 'default') setError(PUSH_TEXTS.denied);
        return;
      }
      const subscription = await subscribeThisBrowser(memberId, await fetchPushPublicKey());
      await createPushSubscription(subscriptionInput(subscription));
      setOn(true);
    } catch {
      setError(PUSH_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  }, [memberId]);

  const turnOff = useCallback(async () => {
    setError(null);
    setBusy(true);
    try {
      const subscription = await currentSubscription(memberId);
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await unsubscribeThisBrowser(subscription);
      }
      setOn(false);
    } catch {
      setError(PUSH_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  }, [memberId]);

  return { permission, on, busy, error, turnOn, turnOff };
}
