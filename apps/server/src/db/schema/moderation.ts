import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The moderation module's tables (decision 086): statements of reasons, appeals, the appeal
// tokens a suspended sign-in answers with, and the moderators' audit log.

/** One moderator decision about a member, in words the member reads. */
export const moderationStatements = pgTable(
  'moderation_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['warn', 'suspend', 'unsuspend', 'remove-photo'] }).notNull(),
    reason: text('reason').notNull(),
    /** What the member reads (the reason's sentence, then the moderator's message). */
    text: text('text').notNull(),
    /** For moderators only. */
    note: text('note'),
    reportId: uuid('report_id'),
    /** remove-photo: the photo's position when removed, 1-based. */
    photoPosition: smallint('photo_position'),
    /** suspend: when it ends by itself; null = for good. */
    until: timestamp('until', { withTimezone: true }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_statements_user_idx').on(t.userId, t.createdAt)],
);

/** A member's appeal: one per statement; the answer is final. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => moderationStatements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'upheld', 'overturned'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('moderation_appeals_statement_key').on(t.statementId),
    index('moderation_appeals_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** A suspended sign-in's appeal token: hashed, for one statement, short-lived, used once. */
export const appealTokens = pgTable('appeal_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  statementId: uuid('statement_id')
    .notNull()
    .references(() => moderationStatements.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every moderator action: who, what, about whom, when. */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: uuid('target_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_audit_created_idx').on(t.createdAt)],
);
