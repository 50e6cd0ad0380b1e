import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { questionSchema } from '@kindred/contract/compatibility';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const questionsResponseSchema = z.object({ data: z.array(questionSchema) });
export type Question = z.infer<typeof questionSchema>;

export const QUESTIONS_QUERY_KEY = ['compatibility-questions'] as const;

export function fetchQuestions(signal?: AbortSignal): Promise<Question[]> {
  return apiRequest(API_PATHS.questions, { schema: questionsResponseSchema, signal }).then((response) => response.data);
}

// The bank changes only with a release, so one fetch per visit is enough.
export const questionsQueryOptions = () =>
  queryOptions({ queryKey: QUESTIONS_QUERY_KEY, queryFn: ({ signal }) => fetchQuestions(signal), staleTime: Infinity });

/** `GET /questions`: the question bank, in the order members answer it. */
export function useQuestions() {
  return useQuery(questionsQueryOptions());
}
