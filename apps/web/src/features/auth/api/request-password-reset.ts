import { useMutation } from '@tanstack/react-query';
import { emailMessageResponseSchema } from '@kindred/contract/email-delivery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function requestPasswordReset(email: string) {
  return apiRequest(API_PATHS.auth.requestReset, {
    method: 'POST',
    body: { email },
    schema: emailMessageResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
