import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function resendVerification() {
  return apiRequest(API_PATHS.auth.resendVerification, { method: 'POST', schema: messageResponseSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
