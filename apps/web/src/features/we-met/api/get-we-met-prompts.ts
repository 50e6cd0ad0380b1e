import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { weMetPromptsResponseSchema, type WeMetPrompt } from '@kindred/contract/we-met';
import { apiRequest } from '@/lib/api-client';

export const WE_MET_QUERY_KEY = ['we-met'] as const;

export function fetchWeMetPrompts(signal?: AbortSignal): Promise<WeMetPrompt[]> {
  return apiRequest(API_PATHS.weMet.list, { schema: weMetPromptsResponseSchema, signal }).then(
    (response) => response.data,
  );
}

export const weMetPromptsQueryOptions = () =>
  queryOptions({ queryKey: WE_MET_QUERY_KEY, queryFn: ({ signal }) => fetchWeMetPrompts(signal) });

/** `GET /we-met`: the member's open "Did you meet?" prompts, newest first (decision 106). */
export function useWeMetPrompts() {
  return useQuery(weMetPromptsQueryOptions());
}

/** An answered or dismissed prompt leaves the list at once; the list is fetched again after. */
export function forgetWeMetPrompt(queryClient: QueryClient, promptId: string): Promise<void> {
  queryClient.setQueryData<WeMetPrompt[]>(WE_MET_QUERY_KEY, (prompts) =>
    prompts?.filter((prompt) => prompt.id !== promptId),
  );
  return queryClient.invalidateQueries({ queryKey: WE_MET_QUERY_KEY });
}
