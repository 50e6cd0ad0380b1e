import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATE_PLAN_LIMITS } from '@kindred/contract/date-plans';
import type { Database } from '../../db/database';
import type { DatePlanRow } from '../../db/date-plan-row';
import { rowsOf } from '../../db/rows';
import { matches } from '../../db/schema/matches';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { datePlans } from '../../db/schema/dates';
import { timeOrderedUuid } from '../../db/time-ordered-id';
import { isUniqueViolation } from '../../db/unique-violation';
import { liveMatch } from '../matches/live-match';

const HOUR_MS = 60 * 60 * 1000;
const LIVE_STATES = ['proposed', 'accepted'] as const;

/** A match as the member proposing a date in it sees it: theirs or not, live or not, and who the other is. */
export interface MatchForPlan {
  matchId: string;
  otherId: string;
  live: boolean;
}

export async function findMatchForPlan(
  db: Database,
  memberId: string,
  matchId: string,
): Promise<MatchForPlan | undefined> {
  const other = alias(users, 'other_user');
  const otherId = sql<string>`CASE WHEN ${matches.userLow} = ${memberId}::uuid THEN ${matches.userHigh} ELSE ${matches.userLow} END`;
  const [row] = await db
    .select({
      matchId: matches.id,
      otherId: other.id,
      live: sql<boolean>`${liveMatch({ match: 'matches', me: sql`${memberId}::uuid`, otherUser: 'other_user' })}`,
    })
    .from(matches)
    .innerJoin(other, eq(other.id, otherId))
    .where(and(eq(matches.id, matchId), or(eq(matches.userLow, memberId), eq(matches.userHigh, memberId))));
  return row;
}

/** A plan as one of its members reads it: the row, the other member's name, and whether the match is live. */
export interface SeenPlan {
  plan: DatePlanRow;
  otherId: string;
  otherName: string;
  live: boolean;
}

export interface PlanFilter {
  planId?: string;
  matchId?: string;
  /** Only live plans (proposed or accepted, the match live) starting after this instant. */
  upcomingAfter?: Date;
}

/** The member's plans (one, one match's, or all), soonest first, as they see them. */
export async function plansSeenBy(db: Database, memberId: string, filter: PlanFilter): Promise<SeenPlan[]> {
  const other = alias(users, 'other_user');
  const otherProfile = alias(profiles, 'other_profile');
  const otherId = sql<string>`CASE WHEN ${datePlans.proposerId} = ${memberId}::uuid THEN ${datePlans.recipientId} ELSE ${datePlans.proposerId} END`;
  const live = sql<boolean>`${liveMatch({ match: 'matches', me: sql`${memberId}::uuid`, otherUser: 'other_user' })}`;
  const conditions: SQL[] = [or(eq(datePlans.proposerId, memberId), eq(datePlans.recipientId, memberId))!];
  if (filter.planId) conditions.push(eq(datePlans.id, filter.planId));
  if (filter.matchId) conditions.push(eq(datePlans.matchId, filter.matchId));
  if (filter.upcomingAfter) {
    conditions.push(
      inArray(datePlans.state, [...LIVE_STATES]),
      sql`${datePlans.startsAt} > ${filter.upcomingAfter.toISOString()}::timestamptz`,
      live,
    );
  }
  const rows = await db
    .select({ plan: datePlans, otherId: other.id, otherName: otherProfile.name, live })
    .from(datePlans)
    .innerJoin(matches, eq(matches.id, datePlans.matchId))
    .innerJoin(other, eq(other.id, otherId))
    .innerJoin(otherProfile, eq(otherProfile.userId, other.id))
    .where(and(...conditions))
    .orderBy(asc(datePlans.startsAt), asc(datePlans.id))
    .limit(DATE_PLAN_LIMITS.listMax);
  return rows;
}

export type NewPlan = Omit<typeof datePlans.$inferInsert, 'id'>;

/** Stores a proposal; null when the proposer's client id is already taken (a retry racing the first). */
export async function insertPlan(db: Database, plan: NewPlan): Promise<DatePlanRow | null> {
  try {
    const [row] = await db
      .insert(datePlans)
      .values({ ...plan, id: timeOrderedUuid() })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findByClientId(db: Database, proposerId: string, clientId: string) {
  const [row] = await db
    .select({ id: datePlans.id, matchId: datePlans.matchId })
    .from(datePlans)
    .where(and(eq(datePlans.proposerId, proposerId), eq(datePlans.clientId, clientId)));
  return row;
}

export async function deletePlan(db: Database, planId: string): Promise<void> {
  await db.delete(datePlans).where(eq(datePlans.id, planId));
}

export async function setMessageId(db: Database, planId: string, messageId: string): Promise<DatePlanRow | undefined> {
  const [row] = await db.update(datePlans).set({ messageId }).where(eq(datePlans.id, planId)).returning();
  return row;
}

const matchStillOpen = sql`EXISTS (SELECT 1 FROM ${matches} WHERE ${matches.id} = ${datePlans.matchId} AND ${matches.endedAt} IS NULL)`;

/**
 * Changes a plan only if it is still as the service saw it (`state`, and `awaitingId` when given)
 * and its match has not ended since: undefined when another change came first.
 */
export async function updatePlanIf(
  db: Database,
  planId: string,
  expected: { states: readonly DatePlanRow['state'][]; awaitingId?: string },
  set: Partial<Omit<DatePlanRow, 'id' | 'matchId' | 'proposerId' | 'recipientId' | 'createdAt'>>,
): Promise<DatePlanRow | undefined> {
  const [row] = await db
    .update(datePlans)
    .set({ ...set, updatedAt: sql`now()` })
    .where(
      and(
        eq(datePlans.id, planId),
        inArray(datePlans.state, [...expected.states]),
        expected.awaitingId ? eq(datePlans.awaitingId, expected.awaitingId) : undefined,
        matchStillOpen,
      ),
    )
    .returning();
  return row;
}

/** An ended match's live plans, cancelled at once (unmatch or block): `endedBy` cancelled them. */
export async function cancelPlansOfMatch(db: Database, matchId: string, endedBy: string): Promise<DatePlanRow[]> {
  return db
    .update(datePlans)
    .set({
      state: 'cancelled',
      matchEnded: true,
      cancelledById: endedBy,
      awaitingId: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(datePlans.matchId, matchId), inArray(datePlans.state, [...LIVE_STATES])))
    .returning();
}

export interface DueReminder {
  plan: DatePlanRow;
  kind: 'day' | 'soon';
}

/**
 * Marks and returns the accepted plans due a reminder at `now`, in one statement (rows another
 * process is marking are skipped, so each reminder goes out once): 'soon' within two hours of the
 * start, 'day' within a day of it and more than two hours before. A plan inside two hours gets
 * only 'soon' (a day reminder then would say "Tomorrow"), and is marked for both.
 */
export async function markDueReminders(db: Database, now: Date, limit: number): Promise<DueReminder[]> {
  const [dayHours, soonHours] = DATE_PLAN_LIMITS.reminderHoursBefore;
  const at = now.toISOString();
  const soonBy = new Date(now.getTime() + soonHours * HOUR_MS).toISOString();
  const dayBy = new Date(now.getTime() + dayHours * HOUR_MS).toISOString();
  const rows = await db.execute(sql`
    UPDATE date_plans p SET
      reminded_soon_at = CASE WHEN p.starts_at <= ${soonBy}::timestamptz THEN ${at}::timestamptz ELSE p.reminded_soon_at END,
      reminded_day_at = COALESCE(p.reminded_day_at, ${at}::timestamptz)
    WHERE p.id IN (
      SELECT d.id FROM date_plans d
      JOIN matches m ON m.id = d.match_id
      JOIN users pu ON pu.id = d.proposer_id
      JOIN users ru ON ru.id = d.recipient_id
      WHERE d.state = 'accepted'
        AND d.starts_at > ${at}::timestamptz AND d.starts_at <= ${dayBy}::timestamptz
        AND ((d.starts_at <= ${soonBy}::timestamptz AND d.reminded_soon_at IS NULL)
          OR (d.starts_at > ${soonBy}::timestamptz AND d.reminded_day_at IS NULL))
        AND pu.status = 'active'
        AND ${liveMatch({ match: 'm', me: sql`d.proposer_id`, otherUser: 'ru' })}
      ORDER BY d.starts_at
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    )
    RETURNING p.id`);
  const ids = rowsOf<{ id: string }>(rows).map((row) => row.id);
  if (ids.length === 0) return [];
  const marked = await db.select().from(datePlans).where(inArray(datePlans.id, ids)).orderBy(asc(datePlans.startsAt));
  return marked.map((plan) => ({
    plan,
    kind: plan.startsAt.getTime() <= now.getTime() + soonHours * HOUR_MS ? 'soon' : 'day',
  }));
}

/** Every plan of the member's, either side (the data export). */
export async function plansOf(db: Database, userId: string): Promise<DatePlanRow[]> {
  return db
    .select()
    .from(datePlans)
    .where(or(eq(datePlans.proposerId, userId), eq(datePlans.recipientId, userId)))
    .orderBy(asc(datePlans.startsAt));
}
