import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationAppealResponseSchema, type AppealOutcome } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { APPEALS_QUERY_KEY } from './get-appeals';

export interface AnswerAppealInput {
  appealId: string;
  outcome: AppealOutcome;
  message: string;
}

/** `POST /moderation/appeals/{id}/answer` (decision 086): final; overturning a suspension lifts it. */
export async function answerAppeal({ appealId, outcome, message }: AnswerAppealInput) {
  return (
    await apiRequest(API_PATHS.moderation.answerAppeal(appealId), {
      method: 'POST',
      body: { outcome, message },
      schema: moderationAppealResponseSchema,
    })
  ).appeal;
}

export function useAnswerAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAppeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPEALS_QUERY_KEY }),
  });
}
