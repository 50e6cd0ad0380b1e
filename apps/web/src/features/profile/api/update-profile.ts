import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@kindred/contract/profile-update';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { ownProfileResponseSchema, storeOwnProfile } from './get-own-profile';

/** `PATCH /profiles/{id}`: any subset of the update table's fields (SPEC 5). */
export function updateProfile(id: string, body: ProfileUpdateInput) {
  return apiRequest(API_PATHS.profiles.byId(id), { method: 'PATCH', body, schema: ownProfileResponseSchema }).then(
    (response) => response.data,
  );
}

export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => updateProfile(id, body),
    onSuccess: (profile) => storeOwnProfile(queryClient, profile),
  });
}
