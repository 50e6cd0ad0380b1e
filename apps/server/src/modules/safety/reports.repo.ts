import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { reports } from '../../db/schema/discovery';

export async function insertReport(db: Database, row: typeof reports.$inferInsert): Promise<void> {
  await db.insert(reports).values(row);
}

/**
 * Who a Safety Center report's "user name or ID" names, when it names exactly one member the
 * reporter could know: a member id, or the name of someone they matched with (even if since
 * unmatched). Otherwise null, and the moderator reads the text as typed.
 */
export async function findReportSubject(db: Database, reporterId: string, text: string): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT p.user_id AS id FROM profiles p
    WHERE p.user_id <> ${reporterId}::uuid AND (
      p.user_id::text = lower(${text})
      OR (lower(p.name) = lower(${text}) AND p.user_id IN (
        SELECT CASE WHEN user_low = ${reporterId}::uuid THEN user_high ELSE user_low END
        FROM matches WHERE user_low = ${reporterId}::uuid OR user_high = ${reporterId}::uuid)))
    LIMIT 2`);
  const rows = rowsOf<{ id: string }>(result);
  return rows.length === 1 ? rows[0]!.id : null;
}
