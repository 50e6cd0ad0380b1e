import { useMutation } from '@tanstack/react-query';
import { ownProfileSchema } from '@kindred/contract/profile';
import type { ProfileUpdateInput } from '@kindred/contract/profile-update';
import { API_PATHS } from '@kindred/contract/routes';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';

const ownProfileResponseSchema = z.object({ data: ownProfileSchema });

export interface ProfileUpdate {
  id: string;
  body: ProfileUpdateInput;
}

/** `PATCH /profiles/{id}`: any subset of the update table's fields (SPEC 5); the stored profile back. */
export function updateProfile({ id, body }: ProfileUpdate) {
  return apiRequest(API_PATHS.profiles.byId(id), { method: 'PATCH', body, schema: ownProfileResponseSchema }).then(
    (response) => response.data,
  );
}

/** The profile editor and each onboarding step save through this; each adds its own effects. */
export function useUpdateProfile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateProfile });
}
