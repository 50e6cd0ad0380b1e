import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  passkeyResponseSchema,
  registrationOptionsResponseSchema,
  type Passkey,
} from '@kindred/contract/passkey-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { assertRelyingParty, loadWebAuthn } from '@/lib/passkey-ceremony';
import { PASSKEYS_QUERY_KEY } from './get-passkeys';

/**
 * Adding a passkey, whole: options from the server (`POST /account/passkeys/options`), the
 * browser's own dialog, then its answer checked and stored (`POST /account/passkeys`).
 */
export async function addPasskey(): Promise<Passkey> {
  const webauthn = await loadWebAuthn();
  const { options } = await apiRequest(API_PATHS.account.passkeyOptions, {
    method: 'POST',
    schema: registrationOptionsResponseSchema,
  });
  assertRelyingParty(options.rp.id);
  const response = await webauthn.startRegistration({ optionsJSON: options });
  const added = await apiRequest(API_PATHS.account.passkeys, {
    method: 'POST',
    body: { response },
    schema: passkeyResponseSchema,
  });
  return added.passkey;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
