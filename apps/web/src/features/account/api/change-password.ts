import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface ChangePasswordBody {
  currentPassword?: string;
  newPassword: string;
}

/** `PUT /account/password`: other sessions end, this one stays. */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest(API_PATHS.account.password, { method: 'PUT', body, schema: messageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
