import { randomUUID } from 'node:crypto';
import { VOICE_NOTE_LIMITS, VOICE_NOTE_MESSAGES, type VoiceNote } from '@kindred/contract/voice-notes';
import type { Database } from '../../db/database';
import type { MessageMedia } from '../../db/message-row';
import { BadRequest, ServiceUnavailable, TooManyRequests } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { createWorkLimit } from '../../jobs/work-limit';
import type { ObjectStorage } from '../../storage/object-storage';
import { requireConversation } from './conversation-access';
import type { MediaUrls } from './media-urls';
import { createSendRateLimit } from './send-rate-limit';
import { VoiceNoteRejected, processVoiceNote, type ProcessedVoiceNote } from './voice-note-audio';
import { voiceNoteKey, voiceNoteMedia, voiceNoteUrl } from './voice-note-files';
import {
  countVoiceNotesInAMinute,
  deleteStaleUnsentVoiceNotes,
  deleteVoiceNoteOfUnsent,
  deleteUnsentVoiceNotesBeyond,
  existingVoiceNoteIds,
  findVoiceNoteOf,
  insertVoiceNote,
  markVoiceNoteSent,
  voiceNotesOfMessages,
} from './voice-notes.repo';

export interface VoiceNoteDeps {
  db: Database;
  objects: Pick<ObjectStorage, 'put' | 'remove'>;
  mediaUrls: Pick<MediaUrls, 'sign'>;
  /** VOICE_NOTE_LIMITS by default; tests of the other rules raise it. */
  uploadsPerMinute?: number;
  /** ffprobe and ffmpeg by default (voice-note-audio.ts). */
  process?: (input: Buffer) => Promise<ProcessedVoiceNote>;
}

/** Conversions at once (each an ffmpeg process on a core), and waiting; past that, a 503. */
const CONVERSIONS_AT_ONCE = 2;
const CONVERSIONS_QUEUED = 20;
const CLEANUP_BATCH = 500;

/**
 * Voice notes (issue 36, decision 109): uploaded for one conversation by one of its members,
 * checked and converted (voice-note-audio.ts), stored, then sent as a message that carries the
 * upload's id. Uploads are limited like chat images: so many a minute, so many unsent kept, and
 * unsent ones removed once stale.
 */
export function createVoiceNoteService({
  db,
  objects,
  mediaUrls,
  uploadsPerMinute = VOICE_NOTE_LIMITS.uploadsPerMinute,
  process = processVoiceNote,
}: VoiceNoteDeps) {
  // Taken before any await, so a burst of parallel uploads cannot all pass the count below.
  const burst = createSendRateLimit({ burst: uploadsPerMinute, perSecond: uploadsPerMinute / 60 });
  const conversion = createWorkLimit(
    CONVERSIONS_AT_ONCE,
    CONVERSIONS_QUEUED,
    () => new ServiceUnavailable(VOICE_NOTE_MESSAGES.busy),
  );

  return {
    /**
     * Stores a voice note for the conversation: the member must be in it and it must be live (404
     * otherwise, before the body is read); `read` gives the file, capped at 1 MB.
     */
    async upload(memberId: string, matchId: string, read: () => Promise<Buffer>): Promise<VoiceNote & { id: string }> {
      await requireConversation(db, memberId, matchId, { live: true });
      const input = await read();
      if (!burst.take(memberId)) throw new TooManyRequests(VOICE_NOTE_MESSAGES.uploadingTooFast);
      // The count in the table holds the limit across server processes.
      if ((await countVoiceNotesInAMinute(db, memberId)) >= uploadsPerMinute) {
        throw new TooManyRequests(VOICE_NOTE_MESSAGES.uploadingTooFast);
      }
      const processed = await conversion(() => process(input)).catch((error: unknown) => {
        if (error instanceof VoiceNoteRejected) throw new BadRequest(VOICE_NOTE_MESSAGES[error.reason]);
        throw error;
      });
      const id = randomUUID();
      const storageKey = voiceNoteKey(memberId, id);
      await objects.put(storageKey, processed.audio, 'audio/mp4');
      const { durationMs, waveform } = processed;
      try {
        await insertVoiceNote(db, { id, ownerId: memberId, matchId, storageKey, durationMs, waveform });
      } catch (error) {
        // No object without its row: the sweep finds voice notes by their rows.
        await objects.remove([storageKey]).catch(() => undefined);
        throw error;
      }
      const replaced = await deleteUnsentVoiceNotesBeyond(db, memberId, VOICE_NOTE_LIMITS.maxUnsent);
      if (replaced.length > 0) await objects.remove(replaced);
      return { id, url: mediaUrls.sign(voiceNoteUrl(memberId, id)), durationMs, waveform };
    },

    /** The voice note of a message its sender unsent, row and file, unless the message was reported. */
    async releaseOfUnsent(messageId: string): Promise<void> {
      const keys = await deleteVoiceNoteOfUnsent(db, messageId);
      if (keys.length > 0) await objects.remove(keys);
    },

    /** Which of these ids are voice notes' (the orphan sweep, decision 097). */
    storedIds: (ids: readonly string[]) => existingVoiceNoteIds(db, ids),

    /** Deletes voice notes never sent and made before `olderThan`, rows then files; returns how many. */
    async removeUnsent(olderThan: Date): Promise<number> {
      let removed = 0;
      for (;;) {
        const keys = await deleteStaleUnsentVoiceNotes(db, olderThan, CLEANUP_BATCH);
        if (keys.length > 0) await objects.remove(keys);
        removed += keys.length;
        if (keys.length < CLEANUP_BATCH) return removed;
      }
    },

    /** The voice notes these messages carry, by message id, signed (the moderation queue, decision 109). */
    async ofMessages(messageIds: readonly string[]): Promise<Map<string, VoiceNote>> {
      const rows = await voiceNotesOfMessages(db, messageIds);
      return new Map(
        rows.map((row) => [
          row.messageId!,
          {
            url: mediaUrls.sign(voiceNoteUrl(row.ownerId, row.id)),
            durationMs: row.durationMs,
            waveform: row.waveform,
          },
        ]),
      );
    },
  };
}

export type VoiceNoteService = ReturnType<typeof createVoiceNoteService>;

/**
 * The voice note a send carries (messages.service.ts): the sender's own, recorded for this
 * conversation; anything else is 400, the same answer for another member's and a made-up id.
 */
export async function voiceNoteForSend(
  db: Database,
  senderId: string,
  matchId: string,
  voiceNoteId: string,
): Promise<{ id: string; media: MessageMedia }> {
  const row = isUuid(voiceNoteId) ? await findVoiceNoteOf(db, senderId, matchId, voiceNoteId) : undefined;
  if (!row) throw new BadRequest(VOICE_NOTE_MESSAGES.notFound);
  return { id: row.id, media: voiceNoteMedia(row) };
}

export { markVoiceNoteSent };
