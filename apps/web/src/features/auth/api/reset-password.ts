import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(body: ResetPasswordInput) {
  return apiRequest(API_PATHS.auth.resetPassword, { method: 'POST', body, schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
