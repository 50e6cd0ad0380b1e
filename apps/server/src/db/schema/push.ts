import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

// The push module's tables (decision 047).

/** A browser a member receives Web Push on: its push service endpoint and its encryption keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session that registered it: signing out (or any end of that session) deletes it, so a
     * shared browser stops showing the member's notifications once they leave.
     */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** One browser, one endpoint: registered again (another member signed in there), it moves. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The VAPID key pair when the configuration gives none: made once by the first start and kept,
 * so subscriptions (bound to the public key) survive restarts. One row.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
