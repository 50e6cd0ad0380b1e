import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { dateIdeaResponseSchema, type DateIdeaView } from '@kindred/contract/date-planner';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { DATE_IDEAS_QUERY_KEY } from './get-date-ideas';

export interface SaveDateIdeaInput {
  ideaId: string;
  /** The flag wanted: true saves (PUT), false unsaves (DELETE). */
  liked: boolean;
}

export function saveDateIdea({ ideaId, liked }: SaveDateIdeaInput): Promise<DateIdeaView> {
  return apiRequest(API_PATHS.dateIdeas.like(ideaId), {
    method: liked ? 'PUT' : 'DELETE',
    schema: dateIdeaResponseSchema,
  }).then((response) => response.idea);
}

type Snapshot = [QueryKey, DateIdeaView[] | undefined][];

/**
 * SPEC 4 "liked flag toggles", stored. The heart changes at once in every list (optimistic);
 * a refusal puts the lists back as they were, and each list is reloaded afterwards (the Saved
 * list gains or loses the idea).
 */
export function useSaveDateIdea({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDateIdea,
    onMutate: async ({ ideaId, liked }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: DATE_IDEAS_QUERY_KEY });
      const snapshot = queryClient.getQueriesData<DateIdeaView[]>({ queryKey: DATE_IDEAS_QUERY_KEY });
      queryClient.setQueriesData<DateIdeaView[]>({ queryKey: DATE_IDEAS_QUERY_KEY }, (ideas) =>
        ideas?.map((idea) => (idea.id === ideaId ? { ...idea, liked } : idea)),
      );
      return snapshot;
    },
    onError: (error, _input, snapshot) => {
      for (const [key, ideas] of snapshot ?? []) queryClient.setQueryData(key, ideas);
      onError?.(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATE_IDEAS_QUERY_KEY }),
  });
}
