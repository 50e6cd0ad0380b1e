import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { reports } from '../../db/schema/safety';

/** A report a member files (screening's have no reporter: screening-report.ts). */
export type NewReport = typeof reports.$inferInsert & { reporterId: string };

export async function insertReport(db: Database, row: typeof reports.$inferInsert): Promise<void> {
  await db.insert(reports).values(row);
}

/** Holds the reporter's reports still until the transaction ends: two processes count in turn. */
export async function lockReportsOf(db: Database, reporterId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('reports:' || ${reporterId}::text))`);
}

/**
 * A repeat: the reporter's open report about the same member takes the new reason and details.
 * False when there is none to update.
 */
export async function updateOpenReport(db: Database, row: NewReport & { reportedId: string }): Promise<boolean> {
  const updated = await db
    .update(reports)
    .set({
      reason: row.reason,
      details: row.details,
      source: row.source,
      matchId: row.matchId ?? null,
      messageId: row.messageId ?? null,
      messageContent: row.messageContent ?? null,
      subject: sql`coalesce(${row.subject ?? null}, ${reports.subject})`,
    })
    .where(
      and(eq(reports.reporterId, row.reporterId), eq(reports.reportedId, row.reportedId), eq(reports.status, 'open')),
    )
    .returning({ id: reports.id });
  return updated.length > 0;
}

/**
 * How many different members have an open report about `reportedId` filed in the last 24 hours
 * (decision 083's quarantine; screening's own reports have no reporter and do not count).
 */
export async function countReportersInADay(db: Database, reportedId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${reports.reporterId})::int` })
    .from(reports)
    .where(
      and(
        eq(reports.reportedId, reportedId),
        eq(reports.status, 'open'),
        gt(reports.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Reports the member filed in the last 24 hours, by the database's clock (every process shares it). */
export async function countReportsFiledInADay(db: Database, reporterId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, sql`now() - interval '24 hours'`)));
  return row?.n ?? 0;
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

/** Every report the member filed (the data export). */
export async function reportsBy(db: Database, reporterId: string) {
  return db.select().from(reports).where(eq(reports.reporterId, reporterId));
}
