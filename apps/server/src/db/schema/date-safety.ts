import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHECK_IN_EVENT_KINDS } from '@kindred/contract/date-safety';
import { datePlans } from './dates';
import { emergencyContacts } from './safety';
import { users } from './users';

// The date-safety module's tables (issue 35, decision 104): shares and check-ins.

/**
 * A date plan shared by one of its members with one of their confirmed emergency contacts: the
 * contact's link token is stored hashed. Removing the contact removes its shares; `revoked_at`
 * when the member stops sharing. The link expires a day after the plan's start (read from the plan).
 */
export const dateShares = pgTable(
  'date_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    datePlanId: uuid('date_plan_id')
      .notNull()
      .references(() => datePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => emergencyContacts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The member's note to their contacts. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('date_shares_token_idx').on(t.tokenHash),
    index('date_shares_plan_user_idx').on(t.datePlanId, t.userId),
    // One live share per contact and plan: sharing again does not e-mail twice.
    uniqueIndex('date_shares_live_contact_key')
      .on(t.datePlanId, t.contactId)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);

/**
 * A member's check-in on a date: "Are you OK?" at `ends_at` (`asked_at`), the shared contacts
 * e-mailed 15 minutes later without an answer (`alerted_at`); `ended_at` once answered or ended.
 * One open check-in per member and plan.
 */
export const dateCheckIns = pgTable(
  'date_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    datePlanId: uuid('date_plan_id')
      .notNull()
      .references(() => datePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** How it ended: the member answered "I'm OK", or ended it. */
    endedBy: text('ended_by', { enum: ['ok', 'ended'] }),
  },
  (t) => [
    index('date_check_ins_plan_user_idx').on(t.datePlanId, t.userId),
    uniqueIndex('date_check_ins_open_key')
      .on(t.datePlanId, t.userId)
      .where(sql`${t.endedAt} IS NULL`),
    // The job reads open check-ins only, by when they are due.
    index('date_check_ins_open_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.endedAt} IS NULL`),
  ],
);

/** What happened to a check-in, for the member to read: started, asked, answered, ended, alerted (whom). */
export const dateCheckInEvents = pgTable(
  'date_check_in_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkInId: uuid('check_in_id')
      .notNull()
      .references(() => dateCheckIns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CHECK_IN_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    minutes: integer('minutes'),
    /** The contacts e-mailed (their names, as the member named them). */
    contactNames: text('contact_names').array(),
  },
  (t) => [index('date_check_in_events_check_in_idx').on(t.checkInId, t.at)],
);
