import type { Database } from '../../db/database';
import { savesOf } from './date-ideas.repo';

/** The Date Planner's section of a member's data export: the ideas they saved. */
export async function exportDateIdeasOf(db: Database, userId: string) {
  const saves = await savesOf(db, userId);
  return {
    savedDateIdeas: saves.map((row) => ({
      ideaId: row.ideaId,
      title: row.title,
      savedAt: row.createdAt.toISOString(),
    })),
  };
}
