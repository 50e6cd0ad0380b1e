import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { reports } from '../../db/schema/safety';
import { users } from '../../db/schema/users';

export type ReportStatus = (typeof reports.$inferSelect)['status'];

export interface QueueRow {
  id: string;
  reason: string;
  details: string;
  source: string;
  status: ReportStatus;
  createdAt: Date;
  subject: string | null;
  /** The one message reported, if the report is about one. */
  messageId: string | null;
  /** The reported message's text as it was reported (decision 108). */
  messageContent: string | null;
  /** Null when Kindred's screening filed it (decision 081). */
  reporterId: string | null;
  reporterName: string;
  reportedId: string | null;
  reportedName: string | null;
  reportedBirthdate: string | null;
  reportedLocation: string | null;
  reportedBio: string | null;
  reportedStatus: 'active' | 'suspended' | null;
  reportedQuarantined: boolean;
  reportedOpenReports: number;
  reportedReporters: number;
}

export type QueueSort = 'most-reported' | 'newest' | 'oldest';

const ORDER: Record<QueueSort, SQL> = {
  'most-reported': sql`"reportedReporters" DESC, r.created_at DESC, r.id DESC`,
  newest: sql`r.created_at DESC, r.id DESC`,
  oldest: sql`r.created_at, r.id`,
};

/** One page of reports with both members' names and the reported member's profile, and the total. */
export async function listReports(
  db: Database,
  { status, sort, page, limit }: { status: ReportStatus; sort: QueueSort; page: number; limit: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    queueRows(db, sql`r.status = ${status}`, ORDER[sort], limit, (page - 1) * limit),
    db.select({ total: count() }).from(reports).where(eq(reports.status, status)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findQueueRow(db: Database, reportId: string): Promise<QueueRow | undefined> {
  const [row] = await queueRows(db, sql`r.id = ${reportId}::uuid`, ORDER.oldest, 1, 0);
  return row;
}

/**
 * "Most reported" counts the different members with an open report about someone, so one member
 * repeating themselves cannot raise a target (decision 030). A report that names nobody counts 1.
 */
async function queueRows(db: Database, where: SQL, order: SQL, limit: number, offset: number): Promise<QueueRow[]> {
  const result = await db.execute(sql`
    WITH standing AS (
      SELECT reported_id, count(*)::int AS open_reports, count(DISTINCT reporter_id)::int AS reporters
      FROM reports WHERE status = 'open' AND reported_id IS NOT NULL GROUP BY reported_id)
    SELECT r.id, r.reason, r.details, r.source, r.status, r.created_at AS "createdAt", r.subject,
      r.message_id AS "messageId", r.message_content AS "messageContent",
      r.reporter_id AS "reporterId", coalesce(rp.name, '') AS "reporterName",
      r.reported_id AS "reportedId", p.name AS "reportedName", p.birthdate::text AS "reportedBirthdate",
      p.location AS "reportedLocation", p.bio AS "reportedBio", u.status AS "reportedStatus",
      coalesce(p.quarantined_at IS NOT NULL, false) AS "reportedQuarantined",
      coalesce(s.open_reports, 0) AS "reportedOpenReports",
      CASE WHEN r.reported_id IS NULL THEN 1 ELSE coalesce(s.reporters, 0) END AS "reportedReporters"
    FROM reports r
    LEFT JOIN standing s ON s.reported_id = r.reported_id
    LEFT JOIN profiles rp ON rp.user_id = r.reporter_id
    LEFT JOIN profiles p ON p.user_id = r.reported_id
    LEFT JOIN users u ON u.id = r.reported_id
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${limit}::int OFFSET ${offset}::int`);
  return rowsOf<QueueRow>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export async function findReport(db: Database, reportId: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
  return row;
}

/** Resolves the report if it is still open; false when someone resolved it first. */
export async function resolveReport(
  db: Database,
  reportId: string,
  status: Exclude<ReportStatus, 'open'>,
  moderatorId: string,
): Promise<boolean> {
  const updated = await db
    .update(reports)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: moderatorId })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return updated.length > 0;
}

/** Every other open report about a member, closed with the same outcome (a suspension settles them). */
export async function resolveOpenReportsAbout(
  db: Database,
  reportedId: string,
  status: Exclude<ReportStatus, 'open'>,
  moderatorId: string,
): Promise<void> {
  await db
    .update(reports)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: moderatorId })
    .where(and(eq(reports.reportedId, reportedId), eq(reports.status, 'open')));
}

export async function setRole(db: Database, email: string, role: 'member' | 'moderator'): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
