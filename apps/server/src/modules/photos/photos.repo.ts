import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/database';
import { idsAmong } from '../../db/ids-among';
import { photos, profiles } from '../../db/schema/index';
import { parsePhotoRefs, photoRef, type PhotoRef } from './photo-refs';

export type NewPhotoRow = typeof photos.$inferInsert;
export type PhotoRow = typeof photos.$inferSelect;

/** Postgres allows 65,535 bind parameters a statement; 6 columns x 1,000 rows stays well under. */
const INSERT_BATCH = 1_000;

export async function insertPhotos(db: Database, rows: readonly NewPhotoRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(photos).values(rows.slice(start, start + INSERT_BATCH));
  }
}

export function listPhotos(db: Database, userId: string): Promise<PhotoRow[]> {
  return db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.position));
}

/** Photos of many members at once (recommendation cards), in each member's order, with their placeholders. */
export async function photoRefsOfMany(db: Database, userIds: readonly string[]): Promise<Map<string, PhotoRef[]>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT ph.user_id AS "userId", array_agg(${photoRef} ORDER BY ph.position) AS refs
    FROM photos ph WHERE ph.user_id IN ${userIds} GROUP BY ph.user_id`);
  return new Map(
    rowsOf<{ userId: string; refs: string[] }>(result).map((row) => [row.userId, parsePhotoRefs(row.refs)]),
  );
}

/** Photos stored before placeholders existed (the backfill's next batch). */
export async function photosWithoutPlaceholder(
  db: Database,
  limit: number,
): Promise<Pick<PhotoRow, 'id' | 'userId'>[]> {
  return db
    .select({ id: photos.id, userId: photos.userId })
    .from(photos)
    .where(isNull(photos.placeholder))
    .limit(limit);
}

export async function setPlaceholder(db: Database, photoId: string, placeholder: string): Promise<void> {
  await db
    .update(photos)
    .set({ placeholder })
    .where(and(eq(photos.id, photoId), isNull(photos.placeholder)));
}

/**
 * Serialises photo changes of one member inside a transaction (row lock on the profile), so two
 * uploads at once cannot pass the six-photo limit together.
 */
export async function lockPhotosOf(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${profiles} where ${profiles.userId} = ${userId} for update`);
}

export async function deletePhoto(db: Database, userId: string, photoId: string): Promise<boolean> {
  const rows = await db
    .delete(photos)
    .where(and(eq(photos.userId, userId), eq(photos.id, photoId)))
    .returning({ id: photos.id });
  return rows.length > 0;
}

/** Positions 0..n-1 in the order given. */
export async function setPhotoOrder(db: Database, userId: string, orderedIds: readonly string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(photos)
      .set({ position })
      .where(and(eq(photos.userId, userId), eq(photos.id, id)));
  }
}

/** Whether the photo is one of the member's profile photos (they are public by URL). */
export async function isProfilePhoto(db: Database, userId: string, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  return row !== undefined;
}

/** Which of these ids are photos' (the orphan sweep, decision 097). */
export const existingPhotoIds = (db: Database, ids: readonly string[]) => idsAmong(db, photos, photos.id, ids);
