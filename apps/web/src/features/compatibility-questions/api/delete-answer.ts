import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { forgetAnswer } from './get-answers';

/** Clearing an answer the server no longer has (another tab cleared it) is already done. */
export async function deleteAnswer(questionId: string): Promise<void> {
  try {
    await apiRequest(API_PATHS.answer(questionId), { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
}

/** `DELETE /profile/answers/{questionId}`: the question counts as unanswered again. */
export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnswer,
    onSuccess: (_, questionId) => forgetAnswer(queryClient, questionId),
  });
}
