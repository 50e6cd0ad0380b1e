import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema/index';

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

export async function deletePhotosOf(db: Database, userId: string): Promise<void> {
  await db.delete(photos).where(eq(photos.userId, userId));
}
