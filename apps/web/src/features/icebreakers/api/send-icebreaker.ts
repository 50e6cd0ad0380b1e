import { useMutation } from '@tanstack/react-query';
import { postMessage } from '@/api/conversations/post-message';

export interface IcebreakerDelivery {
  matchId: string;
  text: string;
  /** The same for every attempt at one delivery, so a retry is stored once. */
  clientId: string;
}

/**
 * An icebreaker sent to a match is an ordinary chat message (`POST /conversations/{id}/messages`):
 * it shows in that conversation, for both members, like any other.
 */
export function useSendIcebreaker() {
  return useMutation({
    mutationFn: ({ matchId, text, clientId }: IcebreakerDelivery) =>
      postMessage(matchId, { content: text, media: null, clientId }),
  });
}
