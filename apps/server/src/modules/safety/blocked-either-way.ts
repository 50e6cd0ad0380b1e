import { sql, type SQL } from 'drizzle-orm';

/**
 * The safety module's public query: a condition for other modules' statements that must hide
 * blocked pairs in the same statement (a list is one query, not one per row). True when a block
 * stands between `a` and `b`, either way. The `blocks` table stays the safety module's; this
 * fragment is the one place outside blocks.repo.ts that reads it.
 */
export const blockedEitherWay = (a: SQL, b: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM blocks blk WHERE (blk.blocker_id = ${a} AND blk.blocked_id = ${b})
    OR (blk.blocker_id = ${b} AND blk.blocked_id = ${a}))`;
