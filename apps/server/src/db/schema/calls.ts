import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CALL_END_REASONS, CALL_STATES } from '@kindred/contract/calls';
import { matches } from './matches';
import { users } from './users';

// The calls module's tables (issue 36 part 3, decision 110).

/** A member's "Video calls" switch for one match: a row while it is on. */
export const videoCallConsents = pgTable(
  'video_call_consents',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.memberId] })],
);

/**
 * One call: who called whom in which match, its state (the server's word, whichever process
 * handles it), when it was answered and ended, and why. The session ids are the devices holding
 * it: the caller's, and the callee's that answered; signals go to those alone.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callerSessionId: uuid('caller_session_id'),
    calleeSessionId: uuid('callee_session_id'),
    state: text('state', { enum: CALL_STATES }).notNull().default('ringing'),
    endReason: text('end_reason', { enum: CALL_END_REASONS }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('calls_match_idx').on(t.matchId, t.startedAt),
    // "Is either already in a call?": the live calls of a member, as caller or as callee.
    index('calls_live_caller_idx')
      .on(t.callerId)
      .where(sql`${t.state} <> 'ended'`),
    index('calls_live_callee_idx')
      .on(t.calleeId)
      .where(sql`${t.state} <> 'ended'`),
  ],
);
