import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pushSubscriptions, pushVapidKeys } from '../../db/schema/push';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function subscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return (await subscriptionsOfMany(db, [userId]))[0]!;
}

/** Each member's browsers, oldest first, in one statement (a member with none has an empty list). */
export async function subscriptionsOfMany(db: Database, userIds: readonly string[]): Promise<PushSubscriptionRow[][]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]))
    .orderBy(asc(pushSubscriptions.createdAt));
  const byMember = new Map<string, PushSubscriptionRow[]>();
  for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
  return userIds.map((userId) => byMember.get(userId) ?? []);
}

/**
 * Stores a browser's subscription for the member. An endpoint is one browser: registered again,
 * by the same member or by another one now signed in there, it becomes theirs with the new keys.
 */
export async function upsertSubscription(
  db: Database,
  row: { userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string },
): Promise<PushSubscriptionRow> {
  const [stored] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, sessionId: row.sessionId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
    })
    .returning();
  return stored!;
}

/** Keeps the member's `keep` newest subscriptions and deletes the rest (oldest first out). */
export async function deleteAllButNewest(db: Database, userId: string, keep: number): Promise<number> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.createdAt} DESC, ${pushSubscriptions.id} DESC`)
    .limit(keep);
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** The member's own subscription only: another member's endpoint deletes nothing. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A subscription the push service said is gone (404, 410), unless it was registered anew since. */
export async function deleteGoneSubscription(db: Database, subscription: PushSubscriptionRow): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.p256dh, subscription.p256dh)));
}

export async function findVapidKeys(db: Database): Promise<{ publicKey: string; privateKey: string } | undefined> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, 1));
  return row;
}

/** The first process to start keeps its pair; another starting at the same moment reads it back. */
export async function insertVapidKeysIfNone(db: Database, keys: { publicKey: string; privateKey: string }) {
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing();
}
