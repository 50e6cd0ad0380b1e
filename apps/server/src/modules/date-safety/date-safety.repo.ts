import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { dateCheckInEvents, dateCheckIns, dateShares } from '../../db/schema/date-safety';
import { isUniqueViolation } from '../../db/unique-violation';

export type DateShareRow = typeof dateShares.$inferSelect;
export type CheckInRow = typeof dateCheckIns.$inferSelect;
export type CheckInEventRow = typeof dateCheckInEvents.$inferSelect;

/**
 * Stores new shares; a contact the plan is already shared with (live) is skipped, so sharing again
 * e-mails nobody twice. Answers the rows stored.
 */
export async function insertShares(db: Database, rows: (typeof dateShares.$inferInsert)[]): Promise<DateShareRow[]> {
  if (rows.length === 0) return [];
  return db.insert(dateShares).values(rows).onConflictDoNothing().returning();
}

/** The member's live (not revoked) shares of a plan, oldest first. */
export function liveSharesOf(db: Database, datePlanId: string, userId: string): Promise<DateShareRow[]> {
  return db
    .select()
    .from(dateShares)
    .where(and(eq(dateShares.datePlanId, datePlanId), eq(dateShares.userId, userId), isNull(dateShares.revokedAt)))
    .orderBy(asc(dateShares.createdAt), asc(dateShares.id));
}

/** Stops the member's live shares of a plan (one, or all): answers the ones stopped. */
export async function revokeShares(
  db: Database,
  datePlanId: string,
  userId: string,
  at: Date,
  shareId?: string,
): Promise<string[]> {
  const rows = await db
    .update(dateShares)
    .set({ revokedAt: at })
    .where(
      and(
        eq(dateShares.datePlanId, datePlanId),
        eq(dateShares.userId, userId),
        isNull(dateShares.revokedAt),
        shareId ? eq(dateShares.id, shareId) : undefined,
      ),
    )
    .returning({ id: dateShares.id });
  return rows.map((row) => row.id);
}

/** The live share a link's token opens, or undefined (unknown or revoked). */
export async function liveShareByTokenHash(db: Database, tokenHash: string): Promise<DateShareRow | undefined> {
  const [row] = await db
    .select()
    .from(dateShares)
    .where(and(eq(dateShares.tokenHash, tokenHash), isNull(dateShares.revokedAt)));
  return row;
}

/** Starts a check-in; null when the member already has one open on the plan. */
export async function insertCheckIn(
  db: Database,
  values: typeof dateCheckIns.$inferInsert,
): Promise<CheckInRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(dateCheckIns).values(values).returning();
      await tx.insert(dateCheckInEvents).values({
        checkInId: row!.id,
        kind: 'started',
        at: values.startedAt,
        minutes: values.minutes,
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The member's check-ins on a plan, newest first, and their logs (oldest entry first). */
export async function checkInsOf(db: Database, datePlanId: string, userId: string) {
  const checkIns = await db
    .select()
    .from(dateCheckIns)
    .where(and(eq(dateCheckIns.datePlanId, datePlanId), eq(dateCheckIns.userId, userId)))
    .orderBy(desc(dateCheckIns.startedAt), desc(dateCheckIns.id));
  const events = checkIns.length
    ? await db
        .select()
        .from(dateCheckInEvents)
        .where(
          inArray(
            dateCheckInEvents.checkInId,
            checkIns.map((row) => row.id),
          ),
        )
        .orderBy(asc(dateCheckInEvents.at), asc(dateCheckInEvents.id))
    : [];
  return checkIns.map((checkIn) => ({
    checkIn,
    events: events.filter((event) => event.checkInId === checkIn.id),
  }));
}

/** Ends the member's open check-in on a plan, with its log entry: undefined when none was open. */
export async function endOpenCheckIn(
  db: Database,
  datePlanId: string,
  userId: string,
  endedBy: 'ok' | 'ended',
  at: Date,
): Promise<CheckInRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dateCheckIns)
      .set({ endedAt: at, endedBy })
      .where(
        and(eq(dateCheckIns.datePlanId, datePlanId), eq(dateCheckIns.userId, userId), isNull(dateCheckIns.endedAt)),
      )
      .returning();
    if (row) {
      await tx
        .insert(dateCheckInEvents)
        .values({ checkInId: row.id, kind: endedBy === 'ok' ? 'answered' : 'ended', at });
    }
    return row;
  });
}

export async function logCheckInEvent(db: Database, values: typeof dateCheckInEvents.$inferInsert): Promise<void> {
  await db.insert(dateCheckInEvents).values(values);
}

/**
 * Marks and returns, in one statement, open check-ins due "Are you OK?" at `now` (their time is
 * up, not yet asked), each with its log entry. Rows another process is marking are skipped, so
 * each is asked once.
 */
export async function markDueAsks(db: Database, now: Date, limit: number): Promise<CheckInRow[]> {
  const at = now.toISOString();
  // The mark and its log entry in one statement: a run that stops half way leaves neither.
  return markThenRead(
    db,
    sql`
    WITH marked AS (
      UPDATE date_check_ins c SET asked_at = ${at}::timestamptz
      WHERE c.id IN (
        SELECT d.id FROM date_check_ins d
        WHERE d.ended_at IS NULL AND d.asked_at IS NULL AND d.ends_at <= ${at}::timestamptz
        ORDER BY d.ends_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING c.id
    )
    INSERT INTO date_check_in_events (check_in_id, kind, at)
    SELECT marked.id, 'asked', ${at}::timestamptz FROM marked
    RETURNING check_in_id AS id`,
  );
}

/**
 * Marks and returns, in one statement, open check-ins asked at least `answerMinutes` before `now`
 * without an answer, not yet alerted: their contacts are e-mailed once, whatever process finds them.
 */
export async function markDueAlerts(
  db: Database,
  now: Date,
  answerMinutes: number,
  limit: number,
): Promise<CheckInRow[]> {
  const askedBy = new Date(now.getTime() - answerMinutes * 60_000).toISOString();
  return markThenRead(
    db,
    sql`
    UPDATE date_check_ins c SET alerted_at = ${now.toISOString()}::timestamptz
    WHERE c.id IN (
      SELECT d.id FROM date_check_ins d
      WHERE d.ended_at IS NULL AND d.alerted_at IS NULL AND d.asked_at <= ${askedBy}::timestamptz
      ORDER BY d.asked_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING c.id`,
  );
}

async function markThenRead(db: Database, update: ReturnType<typeof sql>): Promise<CheckInRow[]> {
  const ids = rowsOf<{ id: string }>(await db.execute(update)).map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(dateCheckIns).where(inArray(dateCheckIns.id, ids)).orderBy(asc(dateCheckIns.endsAt));
}

/** Every share and check-in of the member's (the data export). */
export async function safetyRowsOf(db: Database, userId: string) {
  const shares = await db
    .select()
    .from(dateShares)
    .where(eq(dateShares.userId, userId))
    .orderBy(asc(dateShares.createdAt));
  const checkIns = await db
    .select()
    .from(dateCheckIns)
    .where(eq(dateCheckIns.userId, userId))
    .orderBy(asc(dateCheckIns.startedAt));
  const events = checkIns.length
    ? await db
        .select()
        .from(dateCheckInEvents)
        .where(
          inArray(
            dateCheckInEvents.checkInId,
            checkIns.map((row) => row.id),
          ),
        )
        .orderBy(asc(dateCheckInEvents.at))
    : [];
  return { shares, checkIns, events };
}
