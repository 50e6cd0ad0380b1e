import { useMutation } from '@tanstack/react-query';
import { acceptedSchema, type ContactInput } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function sendContactMessage(body: ContactInput): Promise<unknown> {
  return apiRequest(API_PATHS.contact, { method: 'POST', body, schema: acceptedSchema });
}

/** `POST /contact`: the Contact page's message form, stored for the support team (DESIGN 2). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
