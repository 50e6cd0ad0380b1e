import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export async function sendContactMessage(body: ContactInput): Promise<unknown> {
  // The answer's schema (zod) loads while the request is on its way (decision 042).
  const schema = import('@kindred/contract/outreach').then((contract) => contract.acceptedSchema);
  const response = await apiRequest(API_PATHS.contact, { method: 'POST', body });
  return (await schema).parse(response);
}

/** `POST /contact`: the Contact page's message form, stored for the support team (DESIGN 2). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
