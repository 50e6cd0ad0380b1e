import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The compatibility module's tables: the question bank and members' answers.

/** The compatibility question bank as stored: seeded from question-bank.ts at start-up. */
export const questions = pgTable('questions', {
  id: text('id').primaryKey(),
  category: text('category', { enum: ['values', 'lifestyle'] }).notNull(),
  text: text('text').notNull(),
  options: jsonb('options').$type<{ id: string; label: string }[]>().notNull(),
  theme: text('theme').notNull(),
  position: smallint('position').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A member's answers to the compatibility question bank (DESIGN 6). Ids refer to QUESTION_BANK. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    accepted: text('accepted').array().notNull(),
    importance: text('importance', { enum: ['irrelevant', 'a little', 'somewhat', 'very', 'mandatory'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('question_answers_question_idx').on(t.questionId)],
);
