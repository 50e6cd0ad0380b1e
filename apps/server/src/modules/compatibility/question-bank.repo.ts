import { asc, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questions } from '../../db/schema/compatibility';
import { QUESTION_BANK } from './question-bank';

export type StoredQuestion = typeof questions.$inferSelect;

/**
 * Seeds the questions table from question-bank.ts (idempotent, at start-up): new questions are
 * added, changed wording is updated, and a question removed from the bank is retired rather than
 * deleted, because members' answers refer to it.
 */
export async function syncQuestionBank(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(questions)
      .values(
        QUESTION_BANK.map((q, position) => ({
          id: q.id,
          category: q.category,
          text: q.text,
          options: q.options.map((o) => ({ id: o.id, label: o.label })),
          theme: q.theme,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: questions.id,
        set: {
          category: sql`excluded.category`,
          text: sql`excluded.text`,
          options: sql`excluded.options`,
          theme: sql`excluded.theme`,
          position: sql`excluded.position`,
          retiredAt: sql`null`,
        },
      });
    await tx
      .update(questions)
      .set({ retiredAt: sql`now()` })
      .where(
        notInArray(
          questions.id,
          QUESTION_BANK.map((q) => q.id),
        ),
      );
  });
}

/** The questions members can answer now, in the bank's order. */
export function listActiveQuestions(db: Database): Promise<StoredQuestion[]> {
  return db.select().from(questions).where(isNull(questions.retiredAt)).orderBy(asc(questions.position));
}
