import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  emergencyContactSchema,
  type EmergencyContact,
  type EmergencyContactInput,
} from '@kindred/contract/emergency-contacts';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { EMERGENCY_CONTACTS_QUERY_KEY } from './get-emergency-contacts';

/** `POST /safety/emergency-contacts`: adds one, waiting for confirmation; the server e-mails them. */
export function addEmergencyContact(body: EmergencyContactInput) {
  return apiRequest(API_PATHS.safety.emergencyContacts, { method: 'POST', body, schema: emergencyContactSchema });
}

export function useAddEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmergencyContact,
    onSuccess: (added) =>
      queryClient.setQueryData<EmergencyContact[]>(EMERGENCY_CONTACTS_QUERY_KEY, (list) => [...(list ?? []), added]),
  });
}
