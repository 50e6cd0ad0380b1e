import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

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
