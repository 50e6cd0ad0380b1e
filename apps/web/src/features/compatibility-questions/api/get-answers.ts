import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { storedAnswerSchema, type StoredAnswer } from '@kindred/contract/compatibility';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const answersResponseSchema = z.object({ data: z.array(storedAnswerSchema) });

export const ANSWERS_QUERY_KEY = ['profile', 'answers'] as const;

export function fetchAnswers(signal?: AbortSignal): Promise<StoredAnswer[]> {
  return apiRequest(API_PATHS.answers, { schema: answersResponseSchema, signal }).then((response) => response.data);
}

export const answersQueryOptions = () =>
  queryOptions({ queryKey: ANSWERS_QUERY_KEY, queryFn: ({ signal }) => fetchAnswers(signal) });

/** `GET /profile/answers`: the member's own answers. */
export function useAnswers() {
  return useQuery(answersQueryOptions());
}

/** Puts an answer the server stored into the cached list (replacing an older one). */
export function storeAnswer(queryClient: QueryClient, answer: StoredAnswer): void {
  queryClient.setQueryData<StoredAnswer[]>(ANSWERS_QUERY_KEY, (answers = []) => [
    ...answers.filter((existing) => existing.questionId !== answer.questionId),
    answer,
  ]);
}

export function forgetAnswer(queryClient: QueryClient, questionId: string): void {
  queryClient.setQueryData<StoredAnswer[]>(ANSWERS_QUERY_KEY, (answers) =>
    answers?.filter((existing) => existing.questionId !== questionId),
  );
}
