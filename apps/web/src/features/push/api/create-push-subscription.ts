import { pushSubscriptionResponseSchema, type PushSubscriptionInput } from '@kindred/contract/push';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** `POST /push/subscriptions`: this browser receives the member's pushes (decision 047). */
export function createPushSubscription(subscription: PushSubscriptionInput) {
  return apiRequest(API_PATHS.push.subscriptions, {
    method: 'POST',
    body: subscription,
    schema: pushSubscriptionResponseSchema,
  });
}
