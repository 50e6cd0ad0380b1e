import { useMutation } from '@tanstack/react-query';
import { appealResponseSchema } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface AppealSuspensionInput {
  statementId: string;
  appealToken: string;
  text: string;
}

/**
 * `POST /account/appeals` without a session: the token the refused sign-in answered with stands
 * in for one, for that decision only (decision 086).
 */
export async function appealSuspension(input: AppealSuspensionInput) {
  return (await apiRequest(API_PATHS.account.appeals, { method: 'POST', body: input, schema: appealResponseSchema }))
    .statement;
}

export function useAppealSuspension() {
  return useMutation({ mutationFn: appealSuspension });
}
