import type { Database } from '../../db/database';
import { voiceNotesSentBy } from './voice-notes.repo';

/**
 * The voice notes section of a member's data export (decision 109): each one they sent, with its
 * conversation, message, length and when. The audio itself is theirs to play in the conversation.
 */
export async function exportVoiceNotesOf(db: Database, userId: string) {
  const sent = await voiceNotesSentBy(db, userId);
  return {
    voiceNotesSent: sent.map((row) => ({
      id: row.id,
      matchId: row.matchId,
      messageId: row.messageId,
      durationMs: row.durationMs,
      at: row.createdAt.toISOString(),
    })),
  };
}
