import { useMutation } from '@tanstack/react-query';
import { changeEmailResponseSchema } from '@kindred/contract/email-delivery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface ChangeEmailBody {
  email: string;
  currentPassword?: string;
}

/** `PUT /account/email`: answers the updated user, and where the new address's verification link went. */
export function changeEmail(body: ChangeEmailBody) {
  return apiRequest(API_PATHS.account.email, { method: 'PUT', body, schema: changeEmailResponseSchema });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
