import { useQuery } from '@tanstack/react-query';
import { hiddenWordsResponseSchema } from '@kindred/contract/hidden-words';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const HIDDEN_WORDS_QUERY_KEY = ['safety', 'hidden-words'] as const;

/** `GET /safety/hidden-words` (decision 085): the member's own list, in the order they added it. */
export async function getHiddenWords(signal?: AbortSignal) {
  return (await apiRequest(API_PATHS.safety.hiddenWords, { signal, schema: hiddenWordsResponseSchema })).words;
}

export function useHiddenWords() {
  return useQuery({ queryKey: HIDDEN_WORDS_QUERY_KEY, queryFn: ({ signal }) => getHiddenWords(signal) });
}
