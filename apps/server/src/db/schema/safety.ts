import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
