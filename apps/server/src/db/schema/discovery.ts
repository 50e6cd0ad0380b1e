import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The discovery module's tables: likes and passes, profile views, recommendation decks.

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
