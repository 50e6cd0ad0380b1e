import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TOPICS } from '@kindred/contract/notifications';
import { users } from './users';

// The notifications module's table (written only by notifications.service.ts).

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
    /** A message notification: the latest message's opening words (SPEC 3 messagePreview). */
    messagePreview: text('message_preview'),
    /** A message notification: how many messages it stands for while unread (decision 045). */
    messageCount: integer('message_count').notNull().default(1),
    /** A system notice: what it is about, so it can lead there (decision 079: a verification). */
    topic: text('topic', { enum: NOTIFICATION_TOPICS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // Not on created_at: a burst of messages bumps one row's time, and an update that touches no
    // indexed column stays on its page (HOT) instead of adding index entries (decision 066).
    index('notifications_user_idx').on(t.userId),
    // One unread message notification per conversation: a burst of messages updates it (decision 045).
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, t.matchId)
      .where(sql`type = 'message' AND read_at IS NULL`),
  ],
);
