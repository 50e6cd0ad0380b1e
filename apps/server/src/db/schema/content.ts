import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { HELP_CATEGORIES } from '@kindred/contract/outreach';

// The content module's tables: the Help Center's items.

/**
 * SPEC 3 Help item. Filled from modules/content/help-items.ts at start-up (an idempotent
 * upsert), so production has them as well as the demo; `position` is the Help Center's order.
 */
export const helpItems = pgTable(
  'help_items',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id', { enum: HELP_CATEGORIES }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_items_category_position_idx').on(t.categoryId, t.position)],
);
