import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { weMetAnsweredResponseSchema, type WeMetAnswerInput, type WeMetAnswered } from '@kindred/contract/we-met';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';

export interface AnswerWeMetVariables extends WeMetAnswerInput {
  promptId: string;
}

/** `POST /we-met/{id}/answer`: once; "We met and it felt unsafe" files a report too. */
export function answerWeMet({ promptId, ...input }: AnswerWeMetVariables): Promise<WeMetAnswered> {
  return apiRequest(API_PATHS.weMet.answer(promptId), {
    method: 'POST',
    body: input,
    schema: weMetAnsweredResponseSchema,
  }).then((response) => response.data);
}

/** The card decides when it leaves the list (after the thanks, or after the unsafe step's offers). */
export function useAnswerWeMet({ mutationConfig }: { mutationConfig?: MutationConfig<typeof answerWeMet> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: answerWeMet });
}
