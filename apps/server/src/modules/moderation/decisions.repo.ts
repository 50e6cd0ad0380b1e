import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { appealTokens, moderationAppeals, moderationAudit, moderationStatements } from '../../db/schema/moderation';
import { sessions, users } from '../../db/schema/users';

// Statements of reasons, appeals, appeal tokens and the audit log (decision 086).

export type StatementRow = typeof moderationStatements.$inferSelect;
export type AppealRow = typeof moderationAppeals.$inferSelect;
export type NewStatement = typeof moderationStatements.$inferInsert;

export async function insertStatement(db: Database, row: NewStatement): Promise<StatementRow> {
  const [inserted] = await db.insert(moderationStatements).values(row).returning();
  return inserted!;
}

export interface StatementWithAppeal {
  statement: StatementRow;
  appeal: AppealRow | null;
}

const withAppeal = (db: Database) =>
  db
    .select({ statement: moderationStatements, appeal: moderationAppeals })
    .from(moderationStatements)
    .leftJoin(moderationAppeals, eq(moderationAppeals.statementId, moderationStatements.id));

/** A member's statements, newest first, each with its appeal if any. */
export function statementsOf(db: Database, userId: string): Promise<StatementWithAppeal[]> {
  return withAppeal(db)
    .where(eq(moderationStatements.userId, userId))
    .orderBy(desc(moderationStatements.createdAt), desc(moderationStatements.id))
    .limit(200);
}

export async function findStatement(db: Database, id: string): Promise<StatementWithAppeal | undefined> {
  const [row] = await withAppeal(db).where(eq(moderationStatements.id, id));
  return row;
}

/** The suspension a suspended member is under: their latest 'suspend' statement. */
export async function latestSuspensionOf(db: Database, userId: string): Promise<StatementWithAppeal | undefined> {
  const [row] = await withAppeal(db)
    .where(and(eq(moderationStatements.userId, userId), eq(moderationStatements.action, 'suspend')))
    .orderBy(desc(moderationStatements.createdAt), desc(moderationStatements.id))
    .limit(1);
  return row;
}

/** Suspended until `until` (null = for good): every session ends, and lists leave them out. */
export async function suspendUser(db: Database, userId: string, until: Date | null): Promise<void> {
  await db
    .update(users)
    .set({ status: 'suspended', suspendedUntil: until, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Lifts a suspension; false when the member was not suspended. */
export async function unsuspendUser(db: Database, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ status: 'active', suspendedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'suspended')))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** A timed suspension whose end has come is lifted; true when this call lifted it. */
export async function liftEndedSuspension(db: Database, userId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ status: 'active', suspendedUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        eq(users.status, 'suspended'),
        sql`${users.suspendedUntil} IS NOT NULL AND ${users.suspendedUntil} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function findMemberStatus(
  db: Database,
  userId: string,
): Promise<{ status: 'active' | 'suspended'; suspendedUntil: Date | null } | undefined> {
  const [row] = await db
    .select({ status: users.status, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A member's tokens whose time is up go when a new one is issued (sign-in is throttled, so few pile up). */
export async function deleteExpiredAppealTokensOf(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .delete(appealTokens)
    .where(and(eq(appealTokens.userId, userId), sql`${appealTokens.expiresAt} <= ${now.toISOString()}::timestamptz`));
}

export async function insertAppealToken(
  db: Database,
  row: { tokenHash: string; userId: string; statementId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(appealTokens).values(row);
}

export async function findAppealToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; statementId: string } | undefined> {
  const [row] = await db
    .select({ userId: appealTokens.userId, statementId: appealTokens.statementId })
    .from(appealTokens)
    .where(and(eq(appealTokens.tokenHash, tokenHash), gt(appealTokens.expiresAt, now)));
  return row;
}

/** The token's owner and decision, used up; undefined for an unknown, expired or used token. */
export async function consumeAppealToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; statementId: string } | undefined> {
  const [row] = await db
    .delete(appealTokens)
    .where(and(eq(appealTokens.tokenHash, tokenHash), gt(appealTokens.expiresAt, now)))
    .returning({ userId: appealTokens.userId, statementId: appealTokens.statementId });
  return row;
}

/** Tokens of a decision go once it is appealed. */
export async function deleteAppealTokensOf(db: Database, statementId: string): Promise<void> {
  await db.delete(appealTokens).where(eq(appealTokens.statementId, statementId));
}

export async function insertAppeal(
  db: Database,
  row: { statementId: string; userId: string; text: string },
): Promise<AppealRow> {
  const [inserted] = await db.insert(moderationAppeals).values(row).returning();
  return inserted!;
}

export async function answerAppeal(
  db: Database,
  id: string,
  answer: { status: 'upheld' | 'overturned'; answer: string; moderatorId: string },
): Promise<AppealRow | undefined> {
  const [row] = await db
    .update(moderationAppeals)
    .set({ status: answer.status, answer: answer.answer, answeredBy: answer.moderatorId, answeredAt: sql`now()` })
    .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'open')))
    .returning();
  return row;
}

export interface AppealQueueRow {
  appeal: AppealRow;
  statement: StatementRow;
  memberName: string;
  memberStatus: 'active' | 'suspended';
}

export async function listAppeals(
  db: Database,
  {
    status,
    sort,
    page,
    limit,
  }: { status: 'open' | 'answered'; sort: 'oldest' | 'newest'; page: number; limit: number },
): Promise<{ rows: AppealQueueRow[]; total: number }> {
  const where = status === 'open' ? eq(moderationAppeals.status, 'open') : sql`${moderationAppeals.status} <> 'open'`;
  const order =
    sort === 'oldest'
      ? [moderationAppeals.createdAt, moderationAppeals.id]
      : [desc(moderationAppeals.createdAt), desc(moderationAppeals.id)];
  const [rows, [counted]] = await Promise.all([
    appealQueue(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(moderationAppeals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAppealRow(db: Database, id: string): Promise<AppealQueueRow | undefined> {
  const [row] = await appealQueue(db).where(eq(moderationAppeals.id, id));
  return row;
}

const appealQueue = (db: Database) =>
  db
    .select({
      appeal: moderationAppeals,
      statement: moderationStatements,
      memberName: sql<string>`coalesce((SELECT name FROM profiles WHERE user_id = ${moderationAppeals.userId}), '')`,
      memberStatus: users.status,
    })
    .from(moderationAppeals)
    .innerJoin(moderationStatements, eq(moderationStatements.id, moderationAppeals.statementId))
    .innerJoin(users, eq(users.id, moderationAppeals.userId));

export interface AuditRow {
  moderatorId: string;
  action: string;
  subjectId: string | null;
  targetId: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export async function writeAudit(db: Database, row: AuditRow): Promise<void> {
  await db.insert(moderationAudit).values({ ...row, details: row.details ?? {} });
}

export interface AuditListRow {
  id: string;
  action: string;
  moderatorId: string | null;
  moderatorName: string;
  subjectId: string | null;
  subjectName: string;
  targetId: string | null;
  details: Record<string, string | number | boolean | null>;
  createdAt: Date;
}

export async function listAudit(
  db: Database,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: AuditListRow[]; total: number }> {
  const [result, [counted]] = await Promise.all([
    db.execute(sql`
      SELECT a.id, a.action, a.moderator_id AS "moderatorId", coalesce(mp.name, '') AS "moderatorName",
        a.subject_id AS "subjectId", coalesce(sp.name, '') AS "subjectName", a.target_id AS "targetId",
        a.details, a.created_at AS "createdAt"
      FROM moderation_audit a
      LEFT JOIN profiles mp ON mp.user_id = a.moderator_id
      LEFT JOIN profiles sp ON sp.user_id = a.subject_id
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${limit}::int OFFSET ${(page - 1) * limit}::int`),
    db.select({ total: count() }).from(moderationAudit),
  ]);
  const rows = rowsOf<AuditListRow>(result).map((row) => ({
    ...row,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    createdAt: new Date(row.createdAt),
  }));
  return { rows, total: counted?.total ?? 0 };
}
