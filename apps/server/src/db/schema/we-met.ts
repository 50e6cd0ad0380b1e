import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WE_MET_ANSWERS, WE_MET_REASONS } from '@kindred/contract/we-met';
import { datePlans } from './dates';
import { matches } from './matches';
import { users } from './users';

// The we-met module's table (issue 35 part 5, decision 106).

/**
 * "Did you meet?": one prompt per member per match, ever (the unique key is what makes the job's
 * INSERT ... ON CONFLICT DO NOTHING ask once however many processes run it). `answer` is the
 * member's own and private: no response the other member can read carries it.
 */
export const weMetPrompts = pgTable(
  'we_met_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member asked. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member they are asked about. */
    otherId: uuid('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: WE_MET_REASONS }).notNull(),
    datePlanId: uuid('date_plan_id').references(() => datePlans.id, { onDelete: 'set null' }),
    answer: text('answer', { enum: WE_MET_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('we_met_prompts_member_match_key').on(t.memberId, t.matchId),
    // The job's "not asked about this match yet".
    index('we_met_prompts_match_idx').on(t.matchId),
    // The member's open prompts (GET /we-met), newest first.
    index('we_met_prompts_open_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.answer} IS NULL AND ${t.dismissedAt} IS NULL`),
    // The answers ranking reads (the member's taste, decision 106).
    index('we_met_prompts_answered_idx')
      .on(t.memberId, t.answeredAt)
      .where(sql`${t.answer} IN ('see_again', 'not_again')`),
  ],
);

export type WeMetPromptRow = typeof weMetPrompts.$inferSelect;
