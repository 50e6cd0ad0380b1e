import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passkeys, webauthnChallenges } from '../../db/schema/passkeys';
import { users } from '../../db/schema/users';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  backedUp: passkeys.backedUp,
};
/** What Settings shows of a passkey. */
export interface ListedPasskey {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

/** The member's passkeys, oldest first (the order they were added in). */
export function listPasskeysOf(db: Database, userId: string): Promise<ListedPasskey[]> {
  return db.select(listed).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

/** Their credential ids and transports: the browser is told not to add one of these again. */
export function credentialsOf(db: Database, userId: string) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function countPasskeysOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

/** Holds, until the transaction ends, any other addition of a passkey by this member (the limit is counted under it). */
export async function lockPasskeysOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('passkeys:' || ${userId}::text))`);
}

export async function insertPasskey(
  db: Database,
  values: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array<ArrayBuffer>;
    counter: number;
    transports: string[];
    deviceType: PasskeyRow['deviceType'];
    backedUp: boolean;
    name: string;
  },
): Promise<ListedPasskey> {
  const [row] = await db.insert(passkeys).values(values).returning(listed);
  if (!row) throw new Error('insert into passkeys returned no row');
  return row;
}

/** A passkey by its credential id, with the state of its member's account. */
export async function findByCredentialId(db: Database, credentialId: string) {
  const [row] = await db
    .select({ passkey: passkeys, status: users.status })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/**
 * Records a use: the counter moves to `counter` only if it goes forward (or both are 0, for
 * authenticators that keep no counter). One statement, so two uses racing cannot both pass with
 * the same counter. False: the counter did not increase (decision 071).
 */
export async function recordUse(
  db: Database,
  passkeyId: string,
  use: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, passkeyId),
        or(sql`${passkeys.counter} < ${use.counter}`, and(eq(passkeys.counter, 0), sql`${use.counter} = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function renamePasskey(
  db: Database,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<ListedPasskey | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning(listed);
  return row;
}

/** Removes one of the member's passkeys; another member's id removes nothing. */
export async function deletePasskey(db: Database, userId: string, passkeyId: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** A member's earlier registration challenges go when a new one is issued: one open at a time. */
export async function replaceRegistrationChallenge(
  db: Database,
  userId: string,
  challenge: string,
  ttlMs: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.purpose, 'registration')));
    await tx.insert(webauthnChallenges).values({
      challenge,
      purpose: 'registration',
      userId,
      expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'`,
    });
  });
}

export async function insertSignInChallenge(db: Database, challenge: string, ttlMs: number): Promise<void> {
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose: 'authentication',
    userId: null,
    expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'`,
  });
}

/**
 * Takes a live challenge of this purpose (and, for a registration, this member): it is deleted
 * in the same statement, so it answers once, whichever process asks first. False when there is
 * none: never issued, expired, used, or another purpose's or member's.
 */
export async function consumeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Database): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, sql`now()`));
}

/** The export's part: names and dates, not the key material. */
export function passkeysForExport(db: Database, userId: string) {
  return db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}
