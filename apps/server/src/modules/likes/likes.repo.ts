import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema/profiles';
import { interactions } from '../../db/schema/likes';
import { rowsOf } from '../../db/rows';
import type { InteractionStatus } from '@kindred/contract/discovery';

export interface LockedMember {
  userId: string;
  subscription: string;
  /** Taking a break (decision 070): sends and receives no likes. */
  paused: boolean;
}

/**
 * Locks both members' profile rows, lower id first (no deadlock between two members liking each
 * other at once). Inside the lock a member's limit counts are exact, and the second of two mutual
 * likes always sees the first, so the match is created exactly once.
 */
export async function lockPair(tx: Database, a: string, b: string): Promise<LockedMember[]> {
  const [first, second] = a < b ? [a, b] : [b, a];
  const rows: LockedMember[] = [];
  for (const id of [first, second]) {
    const result = await tx.execute(
      sql`SELECT user_id AS "userId", subscription, paused_at IS NOT NULL AS paused FROM profiles WHERE user_id = ${id} FOR UPDATE`,
    );
    rows.push(...rowsOf<LockedMember>(result));
  }
  return rows;
}

export async function findInteraction(db: Database, actorId: string, targetId: string) {
  const [row] = await db
    .select()
    .from(interactions)
    .where(and(eq(interactions.actorId, actorId), eq(interactions.targetId, targetId)));
  return row;
}

export async function upsertInteraction(
  db: Database,
  actorId: string,
  targetId: string,
  status: InteractionStatus,
): Promise<void> {
  await db
    .insert(interactions)
    .values({ actorId, targetId, status })
    .onConflictDoUpdate({
      target: [interactions.actorId, interactions.targetId],
      set: { status, createdAt: sql`now()` },
    });
}

/** The member's most recent like, super like or pass (the one Undo may take back). */
export async function latestInteractionOf(db: Database, actorId: string) {
  const [row] = await db
    .select()
    .from(interactions)
    .where(eq(interactions.actorId, actorId))
    .orderBy(desc(interactions.createdAt))
    .limit(1);
  return row;
}

/** Takes the member's interaction with `targetId` back: the plan counts, read from this table, give it back too. */
export async function deleteInteraction(db: Database, actorId: string, targetId: string): Promise<void> {
  await db.delete(interactions).where(and(eq(interactions.actorId, actorId), eq(interactions.targetId, targetId)));
}

/** Likes (of the given kinds) the member sent since `since`: what the plan limits count. */
export async function countSentSince(
  db: Database,
  actorId: string,
  statuses: readonly InteractionStatus[],
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(interactions)
    .where(
      and(
        eq(interactions.actorId, actorId),
        inArray(interactions.status, [...statuses]),
        gt(interactions.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function namesOf(db: Database, ids: readonly string[]) {
  return db
    .select({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.userId, [...ids]));
}

/** The member's likes, super likes and passes, for the data export. */
export async function interactionsBy(db: Database, userId: string) {
  return db.select().from(interactions).where(eq(interactions.actorId, userId));
}
