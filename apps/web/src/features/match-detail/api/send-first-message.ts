import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function sendFirstMessage(matchId: string, content: string) {
  return apiRequest(API_PATHS.matches.message(matchId), {
    method: 'POST',
    body: { content },
    schema: messageResponseSchema,
  }).then((response) => response.data);
}

/** `POST /matches/{id}/message`: a message from the detail screen (403 once the match ended). */
export function useSendFirstMessage(matchId: string) {
  return useMutation({ mutationFn: (content: string) => sendFirstMessage(matchId, content) });
}
