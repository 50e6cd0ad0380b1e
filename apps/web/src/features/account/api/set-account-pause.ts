import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPauseResponseSchema } from '@kindred/contract/account-pause';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_PAUSE_QUERY_KEY } from './get-account-pause';

/** `POST /account/pause` takes a break, `DELETE` ends it; both answer the new state. */
export async function setAccountPause(paused: boolean) {
  const method = paused ? 'POST' : 'DELETE';
  return (await apiRequest(API_PATHS.account.pause, { method, schema: accountPauseResponseSchema })).data;
}

export function useSetAccountPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountPause,
    onSuccess: (state) => queryClient.setQueryData(ACCOUNT_PAUSE_QUERY_KEY, state),
  });
}
