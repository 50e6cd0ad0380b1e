import { useQuery } from '@tanstack/react-query';
import { emergencyContactsResponseSchema } from '@kindred/contract/emergency-contacts';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const EMERGENCY_CONTACTS_QUERY_KEY = ['safety', 'emergency-contacts'] as const;

/** `GET /safety/emergency-contacts` (decision 102): the member's own, oldest first. */
export async function getEmergencyContacts(signal?: AbortSignal) {
  return (await apiRequest(API_PATHS.safety.emergencyContacts, { signal, schema: emergencyContactsResponseSchema }))
    .contacts;
}

export function useEmergencyContacts() {
  return useQuery({ queryKey: EMERGENCY_CONTACTS_QUERY_KEY, queryFn: ({ signal }) => getEmergencyContacts(signal) });
}
