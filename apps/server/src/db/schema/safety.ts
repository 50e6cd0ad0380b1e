import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The safety module's tables: blocks and reports (the moderation queue reads reports).

/** SPEC 6 blocking. Read both ways: neither member sees the other anywhere. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** SPEC 3 Report: stored for the moderation queue. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when Kindred's own screening filed it (decision 081). */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the report was made: recommendation, match, conversation, safety form. */
    source: text('source').notNull(),
    matchId: uuid('match_id'),
    /**
     * The one message reported (POST /messages/:id/report), if the report is about one. No foreign
     * key: the report outlives the message (an account deleted), and deleting messages never waits
     * on reports.
     */
    messageId: uuid('message_id'),
    /** The reported message's text as it was reported: its sender unsending it later keeps it here (decision 108). */
    messageContent: text('message_content'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'dismissed', 'warned', 'suspended', 'photo-removed'] })
      .notNull()
      .default('open'),
    /** What the reporter typed as "user name or ID" on the Safety Center form. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    // The daily cap and "one open report per member reported" read a reporter's reports (decision 030).
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
  ],
);

/**
 * A member's Hidden Words (decision 085): one row per member who ever saved a list, kept when the
 * list is emptied, so `version` only grows and a server's compiled copy of the list knows it is stale.
 */
export const hiddenWords = pgTable('hidden_words', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  words: text('words')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's emergency contacts (issue 35, decision 102): people they name, by e-mail, who receive
 * nothing but the confirmation e-mail until they confirm it (`confirmed_at`). The link's token is
 * stored hashed (`token_hash`), expires (`token_expires_at`) and is cleared once used.
 */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased by the contract's e-mail rule, so one address is one contact per member. */
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** When the confirmation e-mail was last sent: a resend waits 10 minutes. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('emergency_contacts_user_email_idx').on(t.userId, t.email),
    uniqueIndex('emergency_contacts_token_idx').on(t.tokenHash),
  ],
);

/**
 * Each confirmation e-mail a member had sent to an emergency contact, added or resent: the daily cap
 * counts them, removed contacts included, so Kindred cannot be used to e-mail strangers (decision 102).
 */
export const emergencyContactEmails = pgTable(
  'emergency_contact_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emergency_contact_emails_user_sent_idx').on(t.userId, t.sentAt)],
);
