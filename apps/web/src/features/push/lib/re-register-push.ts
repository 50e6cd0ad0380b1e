import { createPushSubscription } from '../api/create-push-subscription';
import { currentSubscription, pushPermission, subscriptionInput } from './push-browser';

/**
 * Stores this browser's push subscription again for the member's current session (decision 047:
 * a subscription belongs to the session that registered it, so signing out ended the server's
 * copy). Only when the browser already has both the permission and a subscription made for this
 * member: it never asks, never registers the service worker and never subscribes. True once the
 * server has it.
 */
export async function reRegisterPush(memberId: string): Promise<boolean> {
  if (pushPermission() !== 'granted') return false;
  const subscription = await currentSubscription(memberId);
  if (!subscription) return false;
  await createPushSubscription(subscriptionInput(subscription));
  return true;
}
