import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type Message } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';

export interface DateProposalInput {
  matchId: string;
  /** The chat message, composed by compose-date-proposal.ts. */
  content: string;
  /** The same for every attempt at one proposal: the server stores it once. */
  clientId: string;
}

/**
 * DESIGN 2: the proposal is sent to the chosen match as a chat message, through the messages
 * API (`POST /conversations/{id}/messages`), so it appears in their conversation like any other.
 */
export function sendDateProposal({ matchId, content, clientId }: DateProposalInput): Promise<Message> {
  return apiRequest(API_PATHS.conversations.messages(matchId), {
    method: 'POST',
    body: { content, clientId },
    schema: messageResponseSchema,
  }).then((response) => response.data);
}

/** The page adds its cache effects (the conversation's thread is another feature's). */
export function useSendDateProposal(config: MutationConfig<typeof sendDateProposal> = {}) {
  return useMutation({ ...config, mutationFn: sendDateProposal });
}
