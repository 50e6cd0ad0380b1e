import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emergencyContactSchema, type EmergencyContact } from '@kindred/contract/emergency-contacts';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { EMERGENCY_CONTACTS_QUERY_KEY } from './get-emergency-contacts';

/** `POST /safety/emergency-contacts/:id/resend`: a new link for a contact still waiting (10 minutes apart). */
export function resendEmergencyContact(id: string) {
  return apiRequest(API_PATHS.safety.resendEmergencyContact(id), { method: 'POST', schema: emergencyContactSchema });
}

export function useResendEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmergencyContact,
    onSuccess: (sent) =>
      queryClient.setQueryData<EmergencyContact[]>(EMERGENCY_CONTACTS_QUERY_KEY, (list) =>
        list?.map((contact) => (contact.id === sent.id ? sent : contact)),
      ),
    // A 409 means they confirmed meanwhile: show the list as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: EMERGENCY_CONTACTS_QUERY_KEY }),
  });
}
