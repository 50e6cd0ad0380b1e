import { useMutation } from '@tanstack/react-query';
import type { DELETE_CONFIRMATION } from '@kindred/contract/account';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface DeleteAccountBody {
  confirmation: typeof DELETE_CONFIRMATION;
  currentPassword?: string;
}

/** `DELETE /account` (204): every piece of data and every file goes, and all sessions end. */
export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<void>(API_PATHS.account.remove, { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
