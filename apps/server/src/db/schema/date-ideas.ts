import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATE_IDEA_CATEGORIES } from '@kindred/contract/enums';
import { users } from './users';

// The date-ideas module's tables: the Date Planner's catalogue and each member's saved ideas.

/**
 * SPEC 3 Date idea. Filled from the contract's DATE_IDEAS at start-up (an idempotent upsert),
 * so every environment has them; `position` is the catalogue's order. `image` is a path the web
 * client serves (decision 044).
 */
export const dateIdeas = pgTable(
  'date_ideas',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: DATE_IDEA_CATEGORIES }).notNull(),
    time: text('time').notNull(),
    location: text('location').notNull(),
    /** SPEC 9 budget level 1 to 3. */
    cost: integer('cost').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('date_ideas_category_position_idx').on(t.category, t.position),
    check('date_ideas_cost_range', sql`${t.cost} between 1 and 3`),
  ],
);

/** SPEC 4 "Date idea: liked flag toggles", stored per member (DESIGN 2). */
export const dateIdeaSaves = pgTable(
  'date_idea_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A catalogue idea removed from the contract takes its saves with it.
    ideaId: text('idea_id')
      .notNull()
      .references(() => dateIdeas.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ideaId] })],
);
