import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ownProfileSchema } from '@kindred/contract/profile';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

const responseSchema = z.object({ data: ownProfileSchema });

/** `POST /profiles/me/onboarding/complete`: the server checks every step and marks the profile complete. */
export function completeOnboarding() {
  return apiRequest(API_PATHS.profiles.completeOnboarding, { method: 'POST', schema: responseSchema }).then(
    (response) => response.data,
  );
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
