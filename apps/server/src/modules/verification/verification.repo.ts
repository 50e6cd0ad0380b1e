import { and, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idsAmong } from '../../db/ids-among';
import { rowsOf } from '../../db/rows';
import { photos, profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { verificationChallenges, verificationPhotoFaces, verifications } from '../../db/schema/verification';
import { unpackDescriptors } from './face-descriptors';

export type VerificationRow = typeof verifications.$inferSelect;
export type ReviewStatus = VerificationRow['status'];

/** The member's latest selfie, if any. */
export async function latestVerificationOf(db: Database, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  return row;
}

/** Selfies the member sent since `since`, and the oldest of them (when the next one opens). */
export async function attemptsSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: sql<string | null>`min(${verifications.createdAt})::text` })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), gt(verifications.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function isVerified(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ verifiedAt: users.verifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.verifiedAt);
}

export async function challengeOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ poseId: verificationChallenges.poseId })
    .from(verificationChallenges)
    .where(eq(verificationChallenges.userId, userId));
  return row?.poseId;
}

/** Issues `poseId` unless the member already holds one; returns the one they hold. */
export async function issueChallengeOnce(db: Database, userId: string, poseId: string): Promise<string> {
  await db.insert(verificationChallenges).values({ userId, poseId }).onConflictDoNothing();
  return (await challengeOf(db, userId)) ?? poseId;
}

export async function replaceChallenge(db: Database, userId: string, poseId: string): Promise<void> {
  await db
    .insert(verificationChallenges)
    .values({ userId, poseId })
    .onConflictDoUpdate({ target: verificationChallenges.userId, set: { poseId, issuedAt: sql`now()` } });
}

/** Serialises one member's submissions inside a transaction: two at once cannot both pass the limit. */
export async function lockSubmissionsOf(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(79, hashtext(${userId}::text))`);
}

export async function insertVerification(
  db: Database,
  values: {
    id: string;
    userId: string;
    poseId: string;
    /** Null: the selfie is in the storage (decision 091). */
    selfie: Uint8Array<ArrayBuffer> | null;
    faceDescriptor: Uint8Array<ArrayBuffer> | null;
  },
): Promise<string> {
  const [row] = await db.insert(verifications).values(values).returning({ id: verifications.id });
  return row!.id;
}

/** Every selfie of the member, oldest first (the data export). */
export function verificationsOf(db: Database, userId: string): Promise<VerificationRow[]> {
  return db.select().from(verifications).where(eq(verifications.userId, userId)).orderBy(verifications.createdAt);
}

export async function findVerification(db: Database, id: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(verifications).where(eq(verifications.id, id));
  return row;
}

/**
 * Approves a pending selfie with the member's current photos, and marks the member verified;
 * false when it was not pending (someone reviewed it first).
 */
export async function approve(db: Database, id: string, moderatorId: string): Promise<string | null> {
  const [row] = await db
    .update(verifications)
    .set({
      status: 'approved',
      reviewedAt: sql`now()`,
      reviewedBy: moderatorId,
      photoIds: sql`(SELECT coalesce(array_agg(ph.id), '{}') FROM photos ph WHERE ph.user_id = ${verifications.userId})`,
    })
    .where(and(eq(verifications.id, id), eq(verifications.status, 'pending')))
    .returning({ userId: verifications.userId });
  if (!row) return null;
  await db
    .update(users)
    .set({ verifiedAt: sql`now()` })
    .where(eq(users.id, row.userId));
  return row.userId;
}

export async function reject(db: Database, id: string, moderatorId: string, reason: string): Promise<string | null> {
  const [row] = await db
    .update(verifications)
    .set({ status: 'rejected', reason, reviewedAt: sql`now()`, reviewedBy: moderatorId })
    .where(and(eq(verifications.id, id), eq(verifications.status, 'pending')))
    .returning({ userId: verifications.userId });
  return row?.userId ?? null;
}

/**
 * Ends the member's verification when none of the photos it was approved with is left (decision
 * 079). Runs inside the photo change's transaction. True when it ended one.
 */
export async function endIfPhotosReplaced(db: Database, userId: string): Promise<boolean> {
  const ended = await db.execute(sql`
    WITH standing AS (
      SELECT v.id FROM verifications v
      WHERE v.user_id = ${userId} AND v.status = 'approved' AND v.ended_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM photos ph WHERE ph.user_id = v.user_id AND ph.id = ANY(v.photo_ids)))
    UPDATE verifications SET ended_at = now() WHERE id IN (SELECT id FROM standing) RETURNING id`);
  if (rowsOf(ended).length === 0) return false;
  // Another approval may still stand (its photos kept): the member stays verified then.
  await db.execute(sql`
    UPDATE users SET verified_at = NULL WHERE id = ${userId} AND NOT EXISTS (
      SELECT 1 FROM verifications v WHERE v.user_id = ${userId} AND v.status = 'approved' AND v.ended_at IS NULL)`);
  return true;
}

export interface QueueRow {
  id: string;
  userId: string;
  poseId: string;
  selfie: Uint8Array | null;
  status: ReviewStatus;
  reason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  name: string | null;
  birthdate: string | null;
  faceDescriptor: Uint8Array | null;
}

const queueColumns = {
  id: verifications.id,
  userId: verifications.userId,
  poseId: verifications.poseId,
  selfie: verifications.selfie,
  status: verifications.status,
  reason: verifications.reason,
  createdAt: verifications.createdAt,
  reviewedAt: verifications.reviewedAt,
  faceDescriptor: verifications.faceDescriptor,
  // The member's name and age beside the selfie: joined here rather than asked of the profiles
  // module per row (the moderation repo reads profiles the same way).
  name: profiles.name,
  birthdate: sql<string | null>`${profiles.birthdate}::text`,
};

const queueFrom = (db: Database) =>
  db.select(queueColumns).from(verifications).leftJoin(profiles, eq(profiles.userId, verifications.userId));

/**
 * A page of the review queue: pending first (oldest waiting first, or newest with `sort=newest`),
 * then the reviewed, newest first.
 */
export async function listQueue(
  db: Database,
  { page, limit, sort = 'oldest' }: { page: number; limit: number; sort?: 'oldest' | 'newest' },
): Promise<{ rows: QueueRow[]; total: number }> {
  const pendingAt = sql`CASE WHEN ${verifications.status} = 'pending' THEN ${verifications.createdAt} END`;
  const [rows, [counted]] = await Promise.all([
    queueFrom(db)
      .orderBy(
        sql`(${verifications.status} = 'pending') DESC`,
        sort === 'oldest' ? sql`${pendingAt} ASC` : sql`${pendingAt} DESC`,
        desc(verifications.reviewedAt),
        desc(verifications.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(verifications),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findQueueRow(db: Database, id: string): Promise<QueueRow | undefined> {
  const [row] = await queueFrom(db).where(eq(verifications.id, id));
  return row;
}

/** The seed's demo accounts: an approved selfie on record, and the member verified (decision 079). */
export async function insertApprovedVerifications(
  db: Database,
  rows: readonly {
    userId: string;
    poseId: string;
    selfie: Uint8Array<ArrayBuffer>;
    photoIds: string[];
    reviewedBy: string | null;
    at: Date;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(verifications).values(
    rows.map((row) => ({
      userId: row.userId,
      poseId: row.poseId,
      selfie: row.selfie,
      status: 'approved' as const,
      photoIds: row.photoIds,
      createdAt: row.at,
      reviewedAt: row.at,
      reviewedBy: row.reviewedBy,
    })),
  );
  for (const row of rows) await db.update(users).set({ verifiedAt: row.at }).where(eq(users.id, row.userId));
}

/** The faces the detector found in these photos, for those it has checked (decision 089). */
export async function photoFacesOf(db: Database, photoIds: readonly string[]): Promise<Map<string, Float32Array[]>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db
    .select({ photoId: verificationPhotoFaces.photoId, descriptors: verificationPhotoFaces.descriptors })
    .from(verificationPhotoFaces)
    .where(inArray(verificationPhotoFaces.photoId, [...photoIds]));
  return new Map(rows.map((row) => [row.photoId, unpackDescriptors(row.descriptors)]));
}

/** What the detector found in the member's profile photos (the data export). */
export function photoFacesOfMember(db: Database, userId: string) {
  return db
    .select({
      photoId: verificationPhotoFaces.photoId,
      descriptors: verificationPhotoFaces.descriptors,
      checkedAt: verificationPhotoFaces.checkedAt,
    })
    .from(verificationPhotoFaces)
    .innerJoin(photos, eq(photos.id, verificationPhotoFaces.photoId))
    .where(eq(photos.userId, userId))
    .orderBy(photos.position);
}

/** Keeps what the detector found in a photo; a photo removed meanwhile is skipped. */
export async function savePhotoFaces(
  db: Database,
  photoId: string,
  descriptors: Uint8Array<ArrayBuffer>,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO verification_photo_faces (photo_id, descriptors)
    SELECT ph.id, ${Buffer.from(descriptors)} FROM photos ph WHERE ph.id = ${photoId}
    ON CONFLICT (photo_id) DO UPDATE SET descriptors = excluded.descriptors, checked_at = now()`);
}

/** Which of these ids are selfies' (the orphan sweep, decision 097). */
export const existingVerificationIds = (db: Database, ids: readonly string[]) =>
  idsAmong(db, verifications, verifications.id, ids);

/** Selfies still held in their rows (sent before decision 091, or seeded), a batch at a time. */
export function selfiesInRows(db: Database, limit: number) {
  return db
    .select({ id: verifications.id, userId: verifications.userId, selfie: verifications.selfie })
    .from(verifications)
    .where(isNotNull(verifications.selfie))
    .limit(limit);
}

/** The row's selfie is in the storage now. */
export async function clearRowSelfie(db: Database, id: string): Promise<void> {
  await db.update(verifications).set({ selfie: null }).where(eq(verifications.id, id));
}
