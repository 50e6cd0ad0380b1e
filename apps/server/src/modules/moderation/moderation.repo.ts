import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { reports } from '../../db/schema/discovery';
import { sessions, users } from '../../db/schema/users';

export type ReportStatus = (typeof reports.$inferSelect)['status'];

export interface QueueRow {
  id: string;
  reason: string;
  details: string;
  source: string;
  status: ReportStatus;
  createdAt: Date;
  subject: string | null;
  reporterId: string;
  reporterName: string;
  reportedId: string | null;
  reportedName: string | null;
  reportedBirthdate: string | null;
  reportedLocation: string | null;
  reportedBio: string | null;
  reportedStatus: 'active' | 'suspended' | null;
  reportedOpenReports: number;
}

/** Reports with both members' names and the reported member's profile, oldest first (a queue). */
export function listReports(db: Database, status: ReportStatus, limit: number): Promise<QueueRow[]> {
  return queueRows(db, sql`r.status = ${status}`, limit);
}

export async function findQueueRow(db: Database, reportId: string): Promise<QueueRow | undefined> {
  const [row] = await queueRows(db, sql`r.id = ${reportId}::uuid`, 1);
  return row;
}

async function queueRows(db: Database, where: SQL, limit: number): Promise<QueueRow[]> {
  const result = await db.execute(sql`
    SELECT r.id, r.reason, r.details, r.source, r.status, r.created_at AS "createdAt", r.subject,
      r.reporter_id AS "reporterId", coalesce(rp.name, '') AS "reporterName",
      r.reported_id AS "reportedId", p.name AS "reportedName", p.birthdate::text AS "reportedBirthdate",
      p.location AS "reportedLocation", p.bio AS "reportedBio", u.status AS "reportedStatus",
      (SELECT count(*)::int FROM reports o WHERE o.reported_id = r.reported_id AND o.status = 'open')
        AS "reportedOpenReports"
    FROM reports r
    LEFT JOIN profiles rp ON rp.user_id = r.reporter_id
    LEFT JOIN profiles p ON p.user_id = r.reported_id
    LEFT JOIN users u ON u.id = r.reported_id
    WHERE ${where}
    ORDER BY r.created_at, r.id
    LIMIT ${limit}::int`);
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

/** Suspended: cannot sign in (auth checks status), every session ends, and lists leave them out. */
export async function suspendMember(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ status: 'suspended', updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function setRole(db: Database, email: string, role: 'member' | 'moderator'): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
