import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { forgetWeMetPrompt } from './get-we-met-prompts';

/** `POST /we-met/{id}/dismiss`: "Not now", and never asked again about this match. */
export function dismissWeMet(promptId: string): Promise<void> {
  return apiRequest(API_PATHS.weMet.dismiss(promptId), { method: 'POST' }).then(() => undefined);
}

export function useDismissWeMet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissWeMet,
    onSuccess: (_nothing, promptId) => forgetWeMetPrompt(queryClient, promptId),
  });
}
