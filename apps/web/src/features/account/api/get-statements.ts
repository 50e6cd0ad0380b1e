import { useQuery } from '@tanstack/react-query';
import { statementsResponseSchema } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const STATEMENTS_QUERY_KEY = ['account', 'statements'] as const;

/** `GET /account/statements` (decision 086): moderation decisions about the member, newest first. */
export async function getStatements(signal?: AbortSignal) {
  return (await apiRequest(API_PATHS.account.statements, { signal, schema: statementsResponseSchema })).statements;
}

export function useStatements() {
  return useQuery({ queryKey: STATEMENTS_QUERY_KEY, queryFn: ({ signal }) => getStatements(signal) });
}
