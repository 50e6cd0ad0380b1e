import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { CallEndReason, CallState } from '@kindred/contract/calls';
import type { Database } from '../../db/database';
import { calls, videoCallConsents } from '../../db/schema/calls';
import { timeOrderedUuid } from '../../db/time-ordered-id';

export type CallRow = typeof calls.$inferSelect;

/** Which of the match's two members have video calls on. */
export async function consentingMembers(db: Database, matchId: string): Promise<Set<string>> {
  const rows = await db
    .select({ memberId: videoCallConsents.memberId })
    .from(videoCallConsents)
    .where(eq(videoCallConsents.matchId, matchId));
  return new Set(rows.map((row) => row.memberId));
}

export async function setConsent(db: Database, matchId: string, memberId: string, enabled: boolean): Promise<void> {
  if (enabled) {
    await db.insert(videoCallConsents).values({ matchId, memberId }).onConflictDoNothing();
  } else {
    await db
      .delete(videoCallConsents)
      .where(and(eq(videoCallConsents.matchId, matchId), eq(videoCallConsents.memberId, memberId)));
  }
}

/** An unmatch or a block: neither switch survives the match. */
export async function dropConsents(db: Database, matchId: string): Promise<void> {
  await db.delete(videoCallConsents).where(eq(videoCallConsents.matchId, matchId));
}

export async function insertCall(
  db: Database,
  call: { matchId: string; callerId: string; calleeId: string; callerSessionId: string },
): Promise<CallRow> {
  const [row] = await db
    .insert(calls)
    .values({ id: timeOrderedUuid(), ...call, state: 'ringing', startedAt: new Date() })
    .returning();
  return row!;
}

export async function findCall(db: Database, callId: string): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.id, callId));
  return row;
}

/** Calls ringing for this member now (a device that connects while one rings rings too). */
export async function ringingCallsFor(db: Database, calleeId: string, since: Date): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.calleeId, calleeId),
        eq(calls.state, 'ringing'),
        sql`${calls.startedAt} > ${since.toISOString()}::timestamptz`,
      ),
    );
}

/** Calls ringing or under way that any of these members is in, as caller or callee (but `exceptId`). */
export async function liveCallsOf(db: Database, memberIds: string[], exceptId?: string): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(
      and(
        ne(calls.state, 'ended'),
        or(inArray(calls.callerId, memberIds), inArray(calls.calleeId, memberIds)),
        exceptId ? ne(calls.id, exceptId) : undefined,
      ),
    );
}

/**
 * A change made only if the call is still in one of `states` (whichever process or device tries
 * first wins, the others get nothing): answer, decline, hang up, miss.
 */
export async function updateCallIf(
  db: Database,
  callId: string,
  states: readonly CallState[],
  set: Partial<Pick<CallRow, 'state' | 'endReason' | 'answeredAt' | 'endedAt' | 'calleeSessionId'>>,
): Promise<CallRow | undefined> {
  const [row] = await db
    .update(calls)
    .set(set)
    .where(and(eq(calls.id, callId), inArray(calls.state, [...states])))
    .returning();
  return row;
}

/** Ends every live call matching `where` with `reason`, and answers the calls it ended. */
async function endWhere(db: Database, where: ReturnType<typeof and>, reason: CallEndReason, now: Date) {
  return db
    .update(calls)
    .set({ state: 'ended', endReason: reason, endedAt: now })
    .where(and(ne(calls.state, 'ended'), where))
    .returning();
}

export const endCallsOfMatch = (db: Database, matchId: string, reason: CallEndReason, now = new Date()) =>
  endWhere(db, eq(calls.matchId, matchId), reason, now);

/** The live calls a device (session) holds, when its last socket left. */
export const endCallsOfSession = (db: Database, sessionId: string, now = new Date()) =>
  endWhere(
    db,
    or(eq(calls.callerSessionId, sessionId), and(eq(calls.calleeSessionId, sessionId), eq(calls.state, 'active'))),
    'disconnected',
    now,
  );

/**
 * Calls still ringing (these, or any that started before `before`): missed. Idempotent, and safe from any process
 * (the timer of the process that rang it, or a later check when that process is gone).
 */
export async function missRinging(db: Database, before: Date | null, callIds?: string[], now = new Date()) {
  return db
    .update(calls)
    .set({ state: 'ended', endReason: 'missed', endedAt: now })
    .where(
      and(
        eq(calls.state, 'ringing'),
        before ? lt(calls.startedAt, sql`${before.toISOString()}::timestamptz`) : undefined,
        callIds ? inArray(calls.id, callIds) : undefined,
      ),
    )
    .returning();
}

/** The member's calls, either side, oldest first (the data export). */
export async function callsOf(db: Database, memberId: string): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(or(eq(calls.callerId, memberId), eq(calls.calleeId, memberId)))
    .orderBy(calls.startedAt);
}

/** The matches the member turned video calls on for (the data export). */
export async function consentsOf(db: Database, memberId: string) {
  return db
    .select({ matchId: videoCallConsents.matchId, enabledAt: videoCallConsents.enabledAt })
    .from(videoCallConsents)
    .where(eq(videoCallConsents.memberId, memberId));
}
