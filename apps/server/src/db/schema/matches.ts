import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The matches module's table.

export interface FrozenSubScores {
  values: number;
  interests: number;
  lifestyle: number;
  communication: number;
}

/**
 * A mutual like. The pair is stored ordered (user_low < user_high) so one index finds it from either
 * side; the score is frozen at match time (DESIGN 6). Ended matches keep their row (ended_at).
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    compatibilityScore: smallint('compatibility_score').notNull(),
    subScores: jsonb('sub_scores').$type<FrozenSubScores>().notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by'),
  },
  (t) => [
    uniqueIndex('matches_active_pair_key')
      .on(t.userLow, t.userHigh)
      .where(sql`${t.endedAt} IS NULL`),
    index('matches_user_high_idx').on(t.userHigh),
  ],
);
