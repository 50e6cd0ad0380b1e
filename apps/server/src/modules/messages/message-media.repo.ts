import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messageMedia } from '../../db/schema/messaging';

export type MessageMediaRow = typeof messageMedia.$inferSelect;

export async function insertMedia(
  db: Database,
  row: { id: string; uploaderId: string; fileName: string; width: number; height: number },
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
