import { pushPublicKeySchema } from '@kindred/contract/push';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** `GET /push/public-key`: the server's VAPID key, the browser's `applicationServerKey`. */
export function fetchPushPublicKey(): Promise<string> {
  return apiRequest(API_PATHS.push.publicKey, { schema: pushPublicKeySchema }).then((response) => response.publicKey);
}
