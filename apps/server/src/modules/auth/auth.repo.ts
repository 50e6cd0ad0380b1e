import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-query';
import { emailTokens, knownDevices, oauthAccounts, sessions, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Database,
  values: {
    id?: string;
    email: string;
    passwordHash: string | null;
    termsAcceptedAt?: Date | null;
    emailVerifiedAt?: Date | null;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function insertSession(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

const liveSessionQuery = preparedPerDatabase((db) =>
  db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('kindred_find_live_session'),
);

/**
 * The live session behind a token hash, with what every request needs of its member. Read from
 * the database on every request (no cache), so a revoked session stops working at once everywhere.
 */
export async function findLiveSession(db: Database, tokenHash: string) {
  const [row] = await liveSessionQuery(db).execute({ tokenHash });
  return row;
}

/** Deleting returns the ids, so the caller can announce them (their sockets close). */
async function deletedIds(rows: Promise<{ id: string }[]>): Promise<string[]> {
  return (await rows).map((row) => row.id);
}

export function deleteSession(db: Database, sessionId: string): Promise<string[]> {
  return deletedIds(db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id }));
}

export function deleteSessionsOfUser(db: Database, userId: string): Promise<string[]> {
  return deletedIds(db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }));
}

/** Of these session ids, those still live (not revoked, not expired, member active). */
export async function liveSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')));
  return new Set(rows.map((row) => row.id));
}

export async function insertEmailToken(
  db: Database,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Marks an unused, unexpired token used and returns it; undefined if there is none. One statement, so a token works once. */
export async function consumeEmailToken(db: Database, tokenHash: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** Older reset links stop working once a new one is sent or one is used. */
export async function expireEmailTokensOf(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function findOauthAccount(db: Database, provider: 'google' | 'apple', subject: string) {
  const [row] = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row;
}

export async function insertOauthAccount(
  db: Database,
  values: { provider: 'google' | 'apple'; subject: string; userId: string },
) {
  await db.insert(oauthAccounts).values(values).onConflictDoNothing();
}

export async function updateEmail(db: Database, userId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Signs the member out everywhere but here. */
export function deleteOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<string[]> {
  return deletedIds(
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id }),
  );
}

/** Removes the account; every table that belongs to a member cascades from users. */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export function listSessionsOf(db: Database, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export function listOauthAccountsOf(db: Database, userId: string) {
  return db
    .select({ provider: oauthAccounts.provider, createdAt: oauthAccounts.createdAt })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));
}

/** The member's live sessions, the most recently used first (Settings, "Where you're signed in"). */
export function listLiveSessionsOf(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one of the member's sessions; another member's id ends nothing. */
export function deleteSessionOf(db: Database, userId: string, sessionId: string): Promise<string[]> {
  return deletedIds(
    db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id }),
  );
}

/** At most one write a minute per session: "last active" needs no finer grain. */
export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`)));
}

/**
 * Records a sign-in's kind of device. `isNew`: the member never signed in from it before;
 * `knewOthers`: they had signed in from another one (a first sign-in ever is not news).
 */
export async function rememberDevice(
  db: Database,
  userId: string,
  device: string,
): Promise<{ isNew: boolean; knewOthers: boolean }> {
  const [known] = await db
    .select({ total: count() })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.device, device)));
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, device })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.device], set: { lastSeenAt: sql`now()` } })
    .returning({ isNew: sql<boolean>`xmax = 0` });
  return { isNew: inserted[0]?.isNew ?? false, knewOthers: (known?.total ?? 0) > 0 };
}

export function listKnownDevicesOf(db: Database, userId: string) {
  return db
    .select({ device: knownDevices.device, firstSeenAt: knownDevices.firstSeenAt, lastSeenAt: knownDevices.lastSeenAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastSeenAt));
}
