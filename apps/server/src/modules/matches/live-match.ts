import { sql, type SQL } from 'drizzle-orm';
import { blockedEitherWay } from '../safety/blocked-either-way';

/** SQL names in the caller's statement: the matches row, this member, the other member's users row. */
export interface LiveMatchTerms {
  match: string;
  me: SQL;
  otherUser: string;
}

/**
 * The one rule for "may this member use this match": not ended, the other member active, and no
 * block either way (a block ends the match too; this also covers rows from before that rule).
 * The matches list, a conversation, the conversation list, unread counts and the message writer
 * all apply it through here, inside their own statements, so a list stays one query and a message
 * cannot slip in after an unmatch or a block.
 */
export function liveMatch({ match, me, otherUser }: LiveMatchTerms): SQL {
  const other = sql.raw(otherUser);
  return sql`(${sql.raw(match)}.ended_at IS NULL AND ${other}.status = 'active'
    AND NOT ${blockedEitherWay(me, sql`${other}.id`)})`;
}
