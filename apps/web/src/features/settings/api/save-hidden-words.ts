import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiddenWordsResponseSchema } from '@kindred/contract/hidden-words';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { HIDDEN_WORDS_QUERY_KEY } from './get-hidden-words';

/** `PUT /safety/hidden-words`: replaces the whole list; the server answers it as stored (tidied). */
export async function saveHiddenWords(words: string[]) {
  const body = { words };
  return (await apiRequest(API_PATHS.safety.hiddenWords, { method: 'PUT', body, schema: hiddenWordsResponseSchema }))
    .words;
}

export function useSaveHiddenWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHiddenWords,
    onSuccess: (words) => queryClient.setQueryData(HIDDEN_WORDS_QUERY_KEY, words),
  });
}
