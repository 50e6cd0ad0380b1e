import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { PASSKEYS_QUERY_KEY } from './get-passkeys';

/** `DELETE /account/passkeys/{id}` (204): signing in with it is refused from then on. */
export function removePasskey(id: string) {
  return apiRequest<void>(API_PATHS.account.passkey(id), { method: 'DELETE' });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    // Removed, or already gone (404): either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
