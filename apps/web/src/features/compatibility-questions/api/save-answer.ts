import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { storedAnswerSchema, type AnswerInput, type StoredAnswer } from '@kindred/contract/compatibility';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { storeAnswer } from './get-answers';

export const saveAnswerResponseSchema = z.object({ data: storedAnswerSchema });

export interface SaveAnswerVariables {
  questionId: string;
  input: AnswerInput;
}

export function saveAnswer({ questionId, input }: SaveAnswerVariables): Promise<StoredAnswer> {
  return apiRequest(API_PATHS.answer(questionId), {
    method: 'PUT',
    body: input,
    schema: saveAnswerResponseSchema,
  }).then((response) => response.data);
}

/** `PUT /profile/answers/{questionId}`: stores (or replaces) one answer. */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAnswer, onSuccess: (answer) => storeAnswer(queryClient, answer) });
}
