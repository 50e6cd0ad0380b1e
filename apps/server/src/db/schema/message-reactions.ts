import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messages } from './messages';
import { users } from './users';

/**
 * A member's reaction to a message (decision 108): one per member per message, so a message has
 * at most two. The messages module's table; it goes with its message and its member.
 */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of REACTION_EMOJI (the contract's). */
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The member's index serves deleting an account (the cascade), the key reading a page's reactions.
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] }), index('message_reactions_member_idx').on(t.memberId)],
);
