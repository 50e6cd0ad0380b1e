import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact } from '@kindred/contract/emergency-contacts';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { EMERGENCY_CONTACTS_QUERY_KEY } from './get-emergency-contacts';

/** `DELETE /safety/emergency-contacts/:id`. */
export async function removeEmergencyContact(id: string): Promise<void> {
  await apiRequest(API_PATHS.safety.emergencyContact(id), { method: 'DELETE' });
}

export function useRemoveEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmergencyContact,
    onSuccess: (_, id) =>
      queryClient.setQueryData<EmergencyContact[]>(EMERGENCY_CONTACTS_QUERY_KEY, (list) =>
        list?.filter((contact) => contact.id !== id),
      ),
  });
}
