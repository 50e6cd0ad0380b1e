import { useQuery } from '@tanstack/react-query';
import { passkeysResponseSchema } from '@kindred/contract/passkey-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const PASSKEYS_QUERY_KEY = ['account', 'passkeys'] as const;

/** `GET /account/passkeys` (decision 071): the member's passkeys, oldest first. */
export async function getPasskeys(signal?: AbortSignal) {
  return (await apiRequest(API_PATHS.account.passkeys, { signal, schema: passkeysResponseSchema })).passkeys;
}

export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_QUERY_KEY, queryFn: ({ signal }) => getPasskeys(signal) });
}
