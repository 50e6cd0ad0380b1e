import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idsAmong } from '../../db/ids-among';
import { rowsOf } from '../../db/rows';
import { messageMedia } from '../../db/schema/messages';

export type MessageMediaRow = typeof messageMedia.$inferSelect;

export async function insertMedia(
  db: Database,
  row: {
    id: string;
    uploaderId: string;
    fileName: string;
    width: number;
    height: number;
    mayContainNudity: boolean | null;
    placeholder: string;
  },
): Promise<MessageMediaRow> {
  const [inserted] = await db.insert(messageMedia).values(row).returning();
  return inserted!;
}

/** An upload of this member's (nobody may send another member's image). */
export async function findMediaOf(
  db: Database,
  uploaderId: string,
  mediaId: string,
): Promise<MessageMediaRow | undefined> {
  const [row] = await db
    .select()
    .from(messageMedia)
    .where(and(eq(messageMedia.id, mediaId), eq(messageMedia.uploaderId, uploaderId)));
  return row;
}

export async function markMediaSent(db: Database, mediaId: string): Promise<void> {
  await db
    .update(messageMedia)
    .set({ sentAt: sql`now()` })
    .where(and(eq(messageMedia.id, mediaId), isNull(messageMedia.sentAt)));
}

/** Uploads the member made in the last minute, by the database's clock (shared by every process). */
export async function countUploadsInAMinute(db: Database, uploaderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageMedia)
    .where(and(eq(messageMedia.uploaderId, uploaderId), gt(messageMedia.createdAt, sql`now() - interval '1 minute'`)));
  return row?.n ?? 0;
}

/** Deletes the member's unsent uploads beyond the newest `keep`; returns the ids deleted. */
export async function deleteUnsentBeyond(db: Database, uploaderId: string, keep: number): Promise<string[]> {
  const beyond = db
    .select({ id: messageMedia.id })
    .from(messageMedia)
    .where(and(eq(messageMedia.uploaderId, uploaderId), isNull(messageMedia.sentAt)))
    .orderBy(desc(messageMedia.createdAt), desc(messageMedia.id))
    .offset(keep);
  const deleted = await db
    .delete(messageMedia)
    .where(inArray(messageMedia.id, beyond))
    .returning({ id: messageMedia.id });
  return deleted.map((row) => row.id);
}

/**
 * Deletes up to `limit` uploads never sent and made before `olderThan`, and returns them. An upload
 * a message refers to is kept even when unmarked: the process may have stopped between storing the
 * message and marking the upload (the message's media URL holds the upload's id).
 */
export async function deleteStaleUnsent(
  db: Database,
  olderThan: Date,
  limit: number,
): Promise<{ id: string; uploaderId: string }[]> {
  const result = await db.execute(sql`
    DELETE FROM message_media WHERE id IN (
      SELECT mm.id FROM message_media mm
      WHERE mm.sent_at IS NULL AND mm.created_at < ${olderThan.toISOString()}::timestamptz
        AND NOT EXISTS (
          -- Every stored message has a client id: this reads the (sender, client id) index.
          SELECT 1 FROM messages m
          WHERE m.sender_id = mm.uploader_id AND m.client_id IS NOT NULL AND m.media IS NOT NULL
            AND m.media->>'url' LIKE '%' || mm.id::text || '%')
      ORDER BY mm.created_at
      LIMIT ${limit}::int)
    RETURNING id, uploader_id AS "uploaderId"`);
  return rowsOf<{ id: string; uploaderId: string }>(result);
}

/**
 * Deletes the upload an unsent message carried (decision 108; `url` was its media URL), unless a
 * report holds the message or another message of the sender's still carries the image; returns it.
 */
export async function deleteUploadOfUnsent(
  db: Database,
  message: { id: string; senderId: string; url: string },
): Promise<{ id: string; uploaderId: string }[]> {
  const result = await db.execute(sql`
    DELETE FROM message_media mm
    WHERE mm.uploader_id = ${message.senderId}::uuid
      AND ${message.url} LIKE '%' || mm.id::text || '%'
      AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.message_id = ${message.id}::uuid)
      AND NOT EXISTS (
        SELECT 1 FROM messages m
        WHERE m.sender_id = mm.uploader_id AND m.client_id IS NOT NULL AND m.media IS NOT NULL
          AND m.media->>'url' LIKE '%' || mm.id::text || '%')
    RETURNING id, uploader_id AS "uploaderId"`);
  return rowsOf<{ id: string; uploaderId: string }>(result);
}

/** Which of these ids are chat images' (the orphan sweep, decision 097). */
export const existingMediaIds = (db: Database, ids: readonly string[]) =>
  idsAmong(db, messageMedia, messageMedia.id, ids);
