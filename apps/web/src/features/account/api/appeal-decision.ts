import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appealResponseSchema } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { STATEMENTS_QUERY_KEY } from './get-statements';

/** `POST /account/appeals` with the member's session (decision 086): once per decision. */
export async function appealDecision(input: { statementId: string; text: string }) {
  return (await apiRequest(API_PATHS.account.appeals, { method: 'POST', body: input, schema: appealResponseSchema }))
    .statement;
}

export function useAppealDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealDecision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATEMENTS_QUERY_KEY }),
  });
}
