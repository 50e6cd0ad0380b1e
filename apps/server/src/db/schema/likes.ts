import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The likes module's table: likes, super likes and passes.

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
