import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questionAnswers } from '../../db/schema/compatibility';

export type AnswerRow = typeof questionAnswers.$inferSelect;

export function listAnswers(db: Database, userId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(questionAnswers)
    .where(eq(questionAnswers.userId, userId))
    .orderBy(asc(questionAnswers.questionId));
}

export async function upsertAnswer(db: Database, row: Omit<AnswerRow, 'updatedAt'>): Promise<AnswerRow> {
  const [saved] = await db
    .insert(questionAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: [questionAnswers.userId, questionAnswers.questionId],
      set: { answer: row.answer, accepted: row.accepted, importance: row.importance, updatedAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error('upsert into question_answers returned no row');
  return saved;
}

export async function deleteAnswer(db: Database, userId: string, questionId: string): Promise<boolean> {
  const rows = await db
    .delete(questionAnswers)
    .where(and(eq(questionAnswers.userId, userId), eq(questionAnswers.questionId, questionId)))
    .returning({ questionId: questionAnswers.questionId });
  return rows.length > 0;
}
