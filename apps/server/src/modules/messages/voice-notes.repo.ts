import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idsAmong } from '../../db/ids-among';
import { rowsOf } from '../../db/rows';
import { voiceNotes } from '../../db/schema/voice-notes';

export type VoiceNoteRow = typeof voiceNotes.$inferSelect;

export async function insertVoiceNote(
  db: Database,
  row: { id: string; ownerId: string; matchId: string; storageKey: string; durationMs: number; waveform: number[] },
): Promise<void> {
  await db.insert(voiceNotes).values(row);
}

/** A voice note of this member's, recorded for this conversation (nobody sends another's, or elsewhere). */
export async function findVoiceNoteOf(
  db: Database,
  ownerId: string,
  matchId: string,
  voiceNoteId: string,
): Promise<VoiceNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceNotes)
    .where(and(eq(voiceNotes.id, voiceNoteId), eq(voiceNotes.ownerId, ownerId), eq(voiceNotes.matchId, matchId)));
  return row;
}

/** The first message to carry it keeps it (a retry of the same send answers that message). */
export async function markVoiceNoteSent(db: Database, voiceNoteId: string, messageId: string): Promise<void> {
  await db
    .update(voiceNotes)
    .set({ sentAt: sql`now()`, messageId })
    .where(and(eq(voiceNotes.id, voiceNoteId), isNull(voiceNotes.sentAt)));
}

/** Uploads the member made in the last minute, by the database's clock (shared by every process). */
export async function countVoiceNotesInAMinute(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voiceNotes)
    .where(and(eq(voiceNotes.ownerId, ownerId), gt(voiceNotes.createdAt, sql`now() - interval '1 minute'`)));
  return row?.n ?? 0;
}

/** Deletes the member's unsent voice notes beyond the newest `keep`; returns their storage keys. */
export async function deleteUnsentVoiceNotesBeyond(db: Database, ownerId: string, keep: number): Promise<string[]> {
  const beyond = db
    .select({ id: voiceNotes.id })
    .from(voiceNotes)
    .where(and(eq(voiceNotes.ownerId, ownerId), isNull(voiceNotes.sentAt)))
    .orderBy(desc(voiceNotes.createdAt), desc(voiceNotes.id))
    .offset(keep);
  const deleted = await db
    .delete(voiceNotes)
    .where(inArray(voiceNotes.id, beyond))
    .returning({ storageKey: voiceNotes.storageKey });
  return deleted.map((row) => row.storageKey);
}

/**
 * Deletes up to `limit` voice notes never sent and made before `olderThan`; returns their storage
 * keys. One a message refers to is kept even when unmarked (the process may have stopped between
 * storing the message and marking it).
 */
export async function deleteStaleUnsentVoiceNotes(db: Database, olderThan: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    DELETE FROM voice_notes WHERE id IN (
      SELECT v.id FROM voice_notes v
      WHERE v.sent_at IS NULL AND v.created_at < ${olderThan.toISOString()}::timestamptz
        AND NOT EXISTS (
          SELECT 1 FROM messages m
          WHERE m.match_id = v.match_id AND m.sender_id = v.owner_id AND m.media IS NOT NULL
            AND m.media->>'url' LIKE '%' || v.id::text || '%')
      ORDER BY v.created_at
      LIMIT ${limit}::int)
    RETURNING storage_key AS "storageKey"`);
  return rowsOf<{ storageKey: string }>(result).map((row) => row.storageKey);
}

/**
 * Deletes the voice note an unsent message carried (decision 108), unless a report holds the message
 * (moderators hear what was reported); returns its storage key, or none.
 */
export async function deleteVoiceNoteOfUnsent(db: Database, messageId: string): Promise<string[]> {
  const result = await db.execute(sql`
    DELETE FROM voice_notes v
    WHERE v.message_id = ${messageId}::uuid
      AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.message_id = v.message_id)
    RETURNING storage_key AS "storageKey"`);
  return rowsOf<{ storageKey: string }>(result).map((row) => row.storageKey);
}

/** Which of these ids are voice notes' (the orphan sweep, decision 097). */
export const existingVoiceNoteIds = (db: Database, ids: readonly string[]) =>
  idsAmong(db, voiceNotes, voiceNotes.id, ids);

/** The voice notes these messages carry (or carried: an unsent one stays for its report), by message. */
export async function voiceNotesOfMessages(db: Database, messageIds: readonly string[]): Promise<VoiceNoteRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(voiceNotes)
    .where(inArray(voiceNotes.messageId, [...messageIds]));
}

/** Every voice note the member sent (the data export), oldest first. */
export async function voiceNotesSentBy(db: Database, ownerId: string): Promise<VoiceNoteRow[]> {
  return db
    .select()
    .from(voiceNotes)
    .where(and(eq(voiceNotes.ownerId, ownerId), isNotNull(voiceNotes.sentAt)))
    .orderBy(asc(voiceNotes.createdAt));
}
