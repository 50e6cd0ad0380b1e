import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/database';
import { photos, profiles } from '../../db/schema/index';

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

/** Photo ids of many members at once (recommendation cards), in each member's order: one row a member. */
export async function photoIdsOfMany(db: Database, userIds: readonly string[]): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT user_id AS "userId", array_agg(id::text ORDER BY position) AS ids
    FROM photos WHERE user_id IN ${userIds} GROUP BY user_id`);
  return new Map(rowsOf<{ userId: string; ids: string[] }>(result).map((row) => [row.userId, row.ids]));
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
