import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  icebreakerResponseSchema,
  type CustomIcebreakerInput,
  type Icebreaker,
} from '@kindred/contract/icebreaker-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { ICEBREAKERS_QUERY_KEY } from './get-icebreakers';

export function addIcebreaker(input: CustomIcebreakerInput): Promise<Icebreaker> {
  return apiRequest(API_PATHS.icebreakers.add, { method: 'POST', body: input, schema: icebreakerResponseSchema }).then(
    (response) => response.icebreaker,
  );
}

/** `POST /icebreakers`: the member's own, first among their own (the list's order: newest first). */
export function useAddIcebreaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIcebreaker,
    onSuccess: (created) =>
      queryClient.setQueryData<Icebreaker[]>(
        ICEBREAKERS_QUERY_KEY,
        (list) => list && [...list.filter((item) => !item.isCustom), created, ...list.filter((item) => item.isCustom)],
      ),
  });
}
