import { YOUR_TURN_MESSAGES } from '@kindred/contract/your-turn';
import { ApiRequestError } from '@/lib/api-client';

/**
 * A like or super like refused because too many conversations have waited too long for the
 * member's reply (decision 103: 422 with `YOUR_TURN_MESSAGES.likesWait`). Not a failure: the member
 * is sent to reply first, and the card stays to be liked later.
 */
export function isLikesWait(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 422 && error.message === YOUR_TURN_MESSAGES.likesWait;
}
