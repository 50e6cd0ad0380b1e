import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The discovery module's tables: profile views, recommendation decks, candidate changes.

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
 * A member's ranked recommendations (DESIGN 6: "a per-member cached ranked list"): everyone
 * eligible in the radius, ranked by compatibility (docs/decisions/054), read a page at a time.
 * `key` names the filter and the member's own preferences it was built for; the filter itself is
 * kept so a member who joins later can be placed in it; every read re-checks the hard rules.
 */
export const recommendationDecks = pgTable('recommendation_decks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  candidateIds: uuid('candidate_ids').array().notNull(),
  /** The rank of each member of candidate_ids, same order (highest first). */
  ranks: real('ranks')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** The build found fewer members than a deck holds: the deck held everyone eligible then. */
  complete: boolean('complete').notNull().default(false),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  /** The filter the deck answers (with the member's own preferences, which `key` also names). */
  radiusMiles: real('radius_miles').notNull().default(0),
  bornAfter: date('born_after', { mode: 'string' }).notNull().default('1900-01-01'),
  bornOnOrBefore: date('born_on_or_before', { mode: 'string' }).notNull().default('1900-01-01'),
  lookingFor: text('looking_for'),
  interests: text('interests').array(),
});

/**
 * When each member's profile, answers or account last changed, written by database triggers
 * (migration 0022) whoever makes the change, so every server process's candidate index can catch
 * up with what changed since it last looked (docs/decisions/054). No foreign key: a deleted
 * member's change must be noted too.
 */
export const candidateChanges = pgTable(
  'candidate_changes',
  {
    userId: uuid('user_id').primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('candidate_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * How often each member answers the conversations others start with them (decision 107): counts
 * over their live matches of the last 90 days, and the smoothed rate ranking reads. Written by the
 * discovery module's reply-rate refresh; a changed rate is noted in `candidate_changes` by the same
 * statement so every process's candidate index picks it up. `recheck_at`: when a conversation still
 * inside its 24 hours of grace will count, so the rate is read again then.
 */
export const replyRates = pgTable(
  'reply_rates',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    received: integer('received').notNull(),
    replied: integer('replied').notNull(),
    rate: real('rate').notNull(),
    recheckAt: timestamp('recheck_at', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reply_rates_recheck_idx')
      .on(t.recheckAt)
      .where(sql`${t.recheckAt} IS NOT NULL`),
  ],
);
