import { API_PATHS } from '@kindred/contract/routes';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/** `DELETE /push/subscriptions`: this browser stops receiving pushes. Already gone is fine. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  try {
    await apiRequest(API_PATHS.push.subscriptions, { method: 'DELETE', body: { endpoint } });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
}
