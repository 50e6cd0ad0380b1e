import { MESSAGE_ACTION_MESSAGES } from '@kindred/contract/message-actions';
import type { MessageRow } from '../../db/message-row';
import { BadRequest, Conflict, type HttpError } from '../../http/errors';

/**
 * Why a new message of `matchId` may not reply to `original` (decision 108), or null when it may:
 * the original must be a message of the same conversation the sender can see (null when not),
 * delivered (a held one would show its recipient what screening holds) and not unsent.
 */
export function replyTargetError(original: MessageRow | null, matchId: string): HttpError | null {
  if (!original || original.matchId !== matchId || original.heldAt !== null) {
    return new BadRequest(MESSAGE_ACTION_MESSAGES.replyNotFound);
  }
  if (original.unsentAt !== null) return new Conflict(MESSAGE_ACTION_MESSAGES.replyToUnsent);
  return null;
}
