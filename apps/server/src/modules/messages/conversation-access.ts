import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import type { Database } from '../../db/database';
import { BadRequest, NotFound } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { findConversationAccess, type ConversationAccess } from './conversations.repo';

/**
 * The access check for a conversation, used by every route and socket event that names one:
 * 400 for a malformed match id, 404 when the match is not the member's, and with `live` also when
 * it has ended or a block stands (an ended conversation is gone for both members; the rule itself
 * is matches/live-match.ts).
 */
export async function requireConversation(
  db: Database,
  memberId: string,
  matchId: string,
  { live }: { live: boolean },
): Promise<ConversationAccess> {
  if (!isUuid(matchId)) throw new BadRequest(MATCH_MESSAGES.invalidMatchId);
  const access = await findConversationAccess(db, memberId, matchId);
  if (!access || (live && !access.live)) throw new NotFound(CONVERSATION_MESSAGES.conversationNotFound);
  return access;
}
