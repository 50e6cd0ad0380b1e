import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export interface FrozenSubScores {
  values: number;
  interests: number;
  lifestyle: number;
  communication: number;
}

/** SPEC 3 Interaction: one row per (actor, target); acting again replaces the status. */
export const interactions = pgTable(
  'interactions',
  {
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['like', 'superlike', 'dislike'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.actorId, t.targetId] }),
    // "Has liked you" and the mutual-like check read likes by target.
    index('interactions_target_likes_idx')
      .on(t.targetId, t.actorId)
      .where(sql`${t.status} <> 'dislike'`),
    // Plan limits count a member's recent likes and super likes.
    index('interactions_actor_created_idx').on(t.actorId, t.createdAt),
  ],
);

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
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the report was made: recommendation, match, conversation, safety form. */
    source: text('source').notNull(),
    matchId: uuid('match_id'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'dismissed', 'warned', 'suspended'] })
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

/** SPEC 3 Notification: stored from real events and counted as unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['match', 'message', 'like', 'view', 'event', 'system'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** `POST /api/recommendations/view`: who looked at whose profile, for how long, from where. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedId: uuid('viewed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    durationMs: integer('duration_ms'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_views_viewed_created_idx').on(t.viewedId, t.createdAt)],
);

/** The compatibility question bank as stored: seeded from question-bank.ts at start-up. */
export const questions = pgTable('questions', {
  id: text('id').primaryKey(),
  category: text('category', { enum: ['values', 'lifestyle'] }).notNull(),
  text: text('text').notNull(),
  options: jsonb('options').$type<{ id: string; label: string }[]>().notNull(),
  theme: text('theme').notNull(),
  position: smallint('position').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * A member's ranked recommendations, built by the two-stage query and read a page at a time
 * (DESIGN 6: "a per-member cached ranked list"). `key` names the filter and the member's own
 * preferences it was built for; every read re-checks the hard rules of the members it shows.
 */
export const recommendationDecks = pgTable('recommendation_decks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  candidateIds: uuid('candidate_ids').array().notNull(),
  /** The build found fewer members than it looked for: the deck held everyone eligible then. */
  complete: boolean('complete').notNull().default(false),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A chat message within a match (SPEC 3 Message). Paged newest first by (match, created). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    media: jsonb('media').$type<{ url: string; type: 'image' | 'video' | 'attachment' } | null>(),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_match_created_idx').on(t.matchId, t.createdAt),
    // Unread counts look only at the few messages nobody has read yet.
    index('messages_unread_idx')
      .on(t.matchId, t.senderId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('messages_sender_client_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
  ],
);
