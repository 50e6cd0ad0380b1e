import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DATE_PLAN_STATES } from '@kindred/contract/date-plans';
import { matches } from './matches';
import { messages } from './messages';
import { users } from './users';

// The dates module's table (issue 35, decision 101).

/**
 * A date proposed to a match: what, where, when, and whose turn it is to answer. `idea_id` is a
 * DATE_IDEAS catalogue id when the proposer chose one (no foreign key: a plan keeps its idea's
 * words if the catalogue changes); `message_id` the chat message the proposal was sent as.
 */
export const datePlans = pgTable(
  'date_plans',
  {
    // The repo gives it a time-ordered id, as to messages (db/time-ordered-id.ts).
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: text('idea_id'),
    idea: text('idea').notNull(),
    place: text('place').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The proposer's IANA time zone: the chat line says the time in it. */
    timeZone: text('time_zone').notNull(),
    note: text('note').notNull(),
    state: text('state', { enum: DATE_PLAN_STATES }).notNull().default('proposed'),
    /** Who answers next while proposed; null once answered or ended. */
    awaitingId: uuid('awaiting_id'),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The proposer's own id for the proposal, so a retried POST stores it once. */
    clientId: text('client_id'),
    cancelledById: uuid('cancelled_by_id'),
    cancelNote: text('cancel_note'),
    /** Cancelled because the match ended (unmatch or block). */
    matchEnded: boolean('match_ended').notNull().default(false),
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('date_plans_match_idx').on(t.matchId, t.startsAt),
    index('date_plans_proposer_starts_idx').on(t.proposerId, t.startsAt),
    index('date_plans_recipient_starts_idx').on(t.recipientId, t.startsAt),
    // The reminders job looks only at accepted plans, soonest first.
    index('date_plans_accepted_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.state} = 'accepted'`),
    uniqueIndex('date_plans_proposer_client_key')
      .on(t.proposerId, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
  ],
);
