import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos, profiles } from '../../db/schema/profiles';
import { preparedPerDatabase } from '../../db/prepared-query';
import { users } from '../../db/schema/users';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

export async function insertProfile(db: Database, values: NewProfile): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error('insert into profiles returned no row');
  return row;
}

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

export async function namesOf(db: Database, userIds: readonly string[]): Promise<{ userId: string; name: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]));
}

/** At most one write a minute per member: last-active needs no finer grain. */
export async function touchLastActive(db: Database, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), lt(profiles.lastActiveAt, sql`now() - interval '1 minute'`)));
}

const ownProfileQuery = preparedPerDatabase((db) =>
  db
    .select({
      profile: profiles,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      // Photo ids in position order, read here rather than in a second query.
      photoIds: sql<
        string[]
      >`coalesce((select array_agg(${photos.id}::text order by ${photos.position}) from ${photos} where ${photos.userId} = ${profiles.userId}), '{}')`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('kindred_find_own_profile'),
);

/**
 * The profile, whether its account has a password, and its photo ids in order: a read across to
 * users and photos, so GET /profiles/me is one query.
 */
export async function findProfileWithAccount(db: Database, userId: string) {
  const [row] = await ownProfileQuery(db).execute({ userId });
  return row;
}

/**
 * Discoverable follows the gates (and a quarantine); the first time the gates hold, onboarding
 * counts as complete.
 */
export async function setDiscoverable(
  db: Database,
  userId: string,
  discoverable: boolean,
  gatesHold: boolean,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({
      discoverable,
      ...(gatesHold ? { onboardingCompletedAt: sql`coalesce(${profiles.onboardingCompletedAt}, now())` } : {}),
    })
    .where(eq(profiles.userId, userId))
    .returning();
  return row;
}

/** Starts a quarantine (keeping when it began) or ends one; false when nothing changed. */
export async function setQuarantined(db: Database, userId: string, quarantined: boolean): Promise<boolean> {
  const changed = await db
    .update(profiles)
    .set({ quarantinedAt: quarantined ? sql`now()` : null })
    .where(
      and(
        eq(profiles.userId, userId),
        quarantined ? sql`${profiles.quarantinedAt} IS NULL` : sql`${profiles.quarantinedAt} IS NOT NULL`,
      ),
    )
    .returning({ userId: profiles.userId });
  return changed.length > 0;
}

/** Starts a break (keeping the first moment when already paused) or ends one; undefined without a profile. */
export async function setPaused(db: Database, userId: string, paused: boolean): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ pausedAt: paused ? sql`coalesce(${profiles.pausedAt}, now())` : null })
    .where(eq(profiles.userId, userId))
    .returning();
  return row;
}

export async function updateProfileRow(
  db: Database,
  userId: string,
  values: Partial<NewProfile>,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  return row;
}

/** The member's plan and boost; `lock` holds the row for the transaction that changes either (billing). */
export async function findPlanOf(
  db: Database,
  userId: string,
  { lock }: { lock: boolean },
): Promise<{ subscription: string; boostedUntil: Date | null } | undefined> {
  const query = db
    .select({ subscription: profiles.subscription, boostedUntil: profiles.boostedUntil })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setPlanOf(db: Database, userId: string, subscription: string): Promise<void> {
  await db.update(profiles).set({ subscription }).where(eq(profiles.userId, userId));
}

export async function setBoostedUntil(db: Database, userId: string, boostedUntil: Date): Promise<void> {
  await db.update(profiles).set({ boostedUntil }).where(eq(profiles.userId, userId));
}

/** Active members seen since `since` who show their activity (the landing page's "online now"). */
export async function countActiveSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(gte(profiles.lastActiveAt, since), eq(profiles.activityStatus, true), eq(users.status, 'active')));
  return row?.total ?? 0;
}
