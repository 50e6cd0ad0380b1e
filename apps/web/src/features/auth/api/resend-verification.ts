import { useMutation } from '@tanstack/react-query';
import { emailMessageResponseSchema } from '@kindred/contract/email-delivery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function resendVerification() {
  return apiRequest(API_PATHS.auth.resendVerification, { method: 'POST', schema: emailMessageResponseSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
