import type { Database } from '../../db/database';
import { statementsOf } from './decisions.repo';
import { toStatement } from './statements';

/** The moderation section of a member's data export: the statements of reasons they read (decision 086). */
export async function exportDecisionsOf(db: Database, userId: string) {
  const rows = await statementsOf(db, userId);
  return { moderationDecisions: rows.map((row) => toStatement(row.statement, row.appeal)) };
}
