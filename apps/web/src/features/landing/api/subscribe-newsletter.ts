import { useMutation } from '@tanstack/react-query';
import { acceptedSchema, type SubscribeInput } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function subscribeNewsletter(body: SubscribeInput): Promise<unknown> {
  return apiRequest(API_PATHS.newsletter, { method: 'POST', body, schema: acceptedSchema });
}

/** `POST /newsletter`: the closing 'Join Free' form and the footer's (SPEC 2 Landing 6, 7). */
export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
