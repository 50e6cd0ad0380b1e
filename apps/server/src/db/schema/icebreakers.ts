import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ICEBREAKER_CATEGORIES } from '@kindred/contract/enums';
import { users } from './users';

// The icebreakers module's tables. The catalogue itself is the contract's ICEBREAKERS (one
// source, also read by the landing page's assistant), so it has no table: a save names a
// catalogue id, and a save whose id left the catalogue is simply never listed (decision 043).

/** A catalogue icebreaker a member saved (SPEC 4: the saved flag toggles). */
export const icebreakerSaves = pgTable(
  'icebreaker_saves',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An id of the contract's ICEBREAKERS. */
    icebreakerId: text('icebreaker_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.icebreakerId] })],
);

/** A member's own icebreaker (SPEC 4: saved by default, category personal), listed newest first. */
export const customIcebreakers = pgTable(
  'custom_icebreakers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    categoryId: text('category_id', { enum: ICEBREAKER_CATEGORIES }).notNull().default('personal'),
    /** Its saved flag lives on the row, so it goes with the icebreaker when that is deleted. */
    isSaved: boolean('is_saved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_icebreakers_member_created_idx').on(t.memberId, t.createdAt)],
);
