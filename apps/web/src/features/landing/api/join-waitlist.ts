import { useMutation } from '@tanstack/react-query';
import { acceptedSchema, type SubscribeInput } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function joinWaitlist(body: SubscribeInput): Promise<unknown> {
  return apiRequest(API_PATHS.waitlist, { method: 'POST', body, schema: acceptedSchema });
}

/** `POST /waitlist`: the app preview's "tell me when the app is out" (SPEC 2 Landing 5). */
export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
