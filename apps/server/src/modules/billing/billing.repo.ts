import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { billingEvents, boosts, subscriptions } from '../../db/schema/billing';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** The member's live subscription (at most one: subscriptions_live_member_key). */
export async function findLiveSubscription(db: Database, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  return row;
}

export async function findByProviderSubscription(
  db: Database,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** The customer id Stripe gave the member last, so a new checkout reuses it. */
export async function lastProviderCustomerOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.providerCustomerId} IS NOT NULL`))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

export async function insertSubscription(db: Database, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('insert into subscriptions returned no row');
  return row;
}

export async function updateSubscription(
  db: Database,
  id: string,
  changes: Partial<Pick<SubscriptionRow, 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id)).returning();
  return row;
}

export async function endSubscription(db: Database, id: string, endedAt: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'ended', endedAt })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')));
}

/**
 * Live subscriptions whose period is over and that the server settles itself: cancelled ones (any
 * provider) end, test-mode ones renew. Stripe renews its own through invoice.paid.
 */
export async function dueSubscriptions(db: Database, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, now),
        or(eq(subscriptions.cancelAtPeriodEnd, true), eq(subscriptions.provider, 'test')),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
}

/** True the first time an event id is recorded; false when it was applied before. */
export async function recordEvent(db: Database, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

export async function insertBoost(db: Database, userId: string, startedAt: Date, endsAt: Date): Promise<void> {
  await db.insert(boosts).values({ userId, startedAt, endsAt });
}

/** Start times of the member's boosts since `since`, oldest first. */
export async function boostStartsSince(db: Database, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ startedAt: boosts.startedAt })
    .from(boosts)
    .where(and(eq(boosts.userId, userId), gte(boosts.startedAt, since)))
    .orderBy(asc(boosts.startedAt));
  return rows.map((row) => row.startedAt);
}

/** The member's billing history, for the data export. */
export async function historyOf(db: Database, userId: string) {
  const [bought, boosted] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
    db.select().from(boosts).where(eq(boosts.userId, userId)).orderBy(asc(boosts.startedAt)),
  ]);
  return { bought, boosted };
}
