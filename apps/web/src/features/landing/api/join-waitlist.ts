import { useMutation } from '@tanstack/react-query';
import type { SubscribeInput } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export async function joinWaitlist(body: SubscribeInput): Promise<unknown> {
  // The answer's schema (zod) loads while the request is on its way: this form is on every
  // public page, whose bundle stays free of zod (decision 042).
  const schema = import('@kindred/contract/outreach').then((contract) => contract.acceptedSchema);
  const response = await apiRequest(API_PATHS.waitlist, { method: 'POST', body });
  return (await schema).parse(response);
}

/** `POST /waitlist`: the app preview's "tell me when the app is out" (SPEC 2 Landing 5). */
export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
