import { isUuid } from '../../http/is-uuid';
import type { Database } from '../../db/database';
import type { PhotoStorage } from '../photos/photo-storage';
import { clearRowSelfie, selfiesInRows } from './verification.repo';

/**
 * Selfies live in the storage (decision 091) under the member's own prefix, so they leave with the
 * account, but as `<member>/selfies/<verification>.webp`: a path the /uploads route never serves.
 */
export const selfieKey = (userId: string, verificationId: string) => `${userId}/selfies/${verificationId}.webp`;

const SELFIE_KEY = /^[0-9a-f-]{36}\/selfies\/([0-9a-f-]{36})\.webp$/;

/** The verification a key of selfieKey's layout holds, or null for another key. */
export function verificationIdOfKey(key: string): string | null {
  const id = SELFIE_KEY.exec(key)?.[1];
  return id !== undefined && isUuid(id) ? id : null;
}

export type SelfieObjects = Pick<PhotoStorage['objects'], 'put' | 'get' | 'remove'>;

export function saveSelfie(objects: SelfieObjects, userId: string, verificationId: string, selfie: Buffer) {
  return objects.put(selfieKey(userId, verificationId), selfie, 'image/webp');
}

/** A selfie's bytes: in its row (sent before decision 091, or seeded), else in the storage; null if gone. */
export async function selfieOf(
  objects: SelfieObjects,
  row: { id: string; userId: string; selfie: Uint8Array | null },
): Promise<Uint8Array | null> {
  return row.selfie ?? (await objects.get(selfieKey(row.userId, row.id)));
}

/**
 * Moves up to `limit` selfies still held in their rows (sent before decision 091, or seeded) into
 * the storage. Each is written before its row lets go of it, so a reader (selfieOf) finds it in one
 * place or the other; a row deleted in between leaves an object the orphan sweep removes (decision
 * 097). Returns how many it moved.
 */
export async function moveRowSelfiesToStorage(db: Database, objects: SelfieObjects, limit: number): Promise<number> {
  let moved = 0;
  while (moved < limit) {
    const rows = await selfiesInRows(db, Math.min(50, limit - moved));
    if (rows.length === 0) break;
    for (const row of rows) {
      await saveSelfie(objects, row.userId, row.id, Buffer.from(row.selfie!));
      await clearRowSelfie(db, row.id);
    }
    moved += rows.length;
  }
  return moved;
}
