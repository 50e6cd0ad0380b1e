import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyResponseSchema } from '@kindred/contract/passkey-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { PASSKEYS_QUERY_KEY } from './get-passkeys';

/** `PATCH /account/passkeys/{id}`: the server trims the name and answers the passkey as it now is. */
export async function renamePasskey({ id, name }: { id: string; name: string }) {
  const body = { name };
  return (await apiRequest(API_PATHS.account.passkey(id), { method: 'PATCH', body, schema: passkeyResponseSchema }))
    .passkey;
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
