import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every server process (docs/decisions/029): one row per key
 * ("login-address:<sha256>", "login-account:<sha256>", ...) and fixed window. Keys are hashed,
 * so the table holds no e-mail or IP address.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttles_window_ends_at_idx').on(t.windowEndsAt)],
);
