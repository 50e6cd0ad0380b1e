import { useMutation } from '@tanstack/react-query';
import type { SubscribeInput } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export async function subscribeNewsletter(body: SubscribeInput): Promise<unknown> {
  // The answer's schema (zod) loads while the request is on its way: the footer's form is on
  // every public page, whose bundle stays free of zod (decision 042).
  const schema = import('@kindred/contract/outreach').then((contract) => contract.acceptedSchema);
  const response = await apiRequest(API_PATHS.newsletter, { method: 'POST', body });
  return (await schema).parse(response);
}

/** `POST /newsletter`: the closing 'Join Free' form and the footer's (SPEC 2 Landing 6, 7). */
export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
