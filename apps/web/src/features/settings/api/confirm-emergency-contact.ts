import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** `POST /safety/emergency-contacts/confirm` (public): the contact confirms with the e-mail's token. */
export function confirmEmergencyContact(token: string) {
  return apiRequest(API_PATHS.safety.confirmEmergencyContact, {
    method: 'POST',
    body: { token },
    schema: messageResponseSchema,
  });
}

export function useConfirmEmergencyContact() {
  return useMutation({ mutationFn: confirmEmergencyContact });
}
