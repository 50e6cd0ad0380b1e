import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ownProfileSchema } from '@kindred/contract/profile';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { ProfileUpdateInput } from '@kindred/contract/profile-update';

const responseSchema = z.object({ data: ownProfileSchema });

/** Each onboarding step saves its fields with `PATCH /profiles/{id}` when the member presses Continue. */
export function saveOnboardingStep(profileId: string, body: ProfileUpdateInput) {
  return apiRequest(API_PATHS.profiles.byId(profileId), { method: 'PATCH', body, schema: responseSchema }).then(
    (response) => response.data,
  );
}

export function useSaveOnboardingStep(profileId: string) {
  return useMutation({ mutationFn: (body: ProfileUpdateInput) => saveOnboardingStep(profileId, body) });
}
