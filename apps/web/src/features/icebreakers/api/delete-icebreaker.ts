import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { ICEBREAKERS_QUERY_KEY } from './get-icebreakers';

export async function deleteIcebreaker(id: string): Promise<void> {
  try {
    await apiRequest(API_PATHS.icebreakers.remove(id), { method: 'DELETE', schema: messageResponseSchema });
  } catch (error) {
    // 404: already deleted (in another tab): the outcome wanted.
    if (error instanceof ApiRequestError && error.status === 404) return;
    throw error;
  }
}

/** `DELETE /icebreakers/{id}`: one of the member's own leaves the list once the server has it. */
export function useDeleteIcebreaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIcebreaker,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<Icebreaker[]>(ICEBREAKERS_QUERY_KEY, (list) => list?.filter((item) => item.id !== id)),
  });
}
