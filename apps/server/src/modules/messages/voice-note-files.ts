import type { VoiceNote } from '@kindred/contract/voice-notes';
import type { MessageMedia } from '../../db/message-row';
import { isUuid } from '../../http/is-uuid';

/** Ids become key segments: only UUIDs may, so no id can climb out of the member's folder. */
function assertUuid(id: string): void {
  if (!isUuid(id)) throw new Error(`Not a UUID: ${JSON.stringify(id)}`);
}

/**
 * A voice note's object (decision 109): `<member>/<voice note>.m4a`, in the member's folder, so
 * deleting the account's files deletes it too.
 */
export function voiceNoteKey(ownerId: string, voiceNoteId: string): string {
  assertUuid(ownerId);
  assertUuid(voiceNoteId);
  return `${ownerId}/${voiceNoteId}.m4a`;
}

const VOICE_KEY = /^([0-9a-f-]{36})\/([0-9a-f-]{36})\.m4a$/;

/** The voice note a key of voiceNoteKey's layout holds, or null for another key (the orphan sweep). */
export function voiceNoteIdOfKey(key: string): string | null {
  const match = VOICE_KEY.exec(key);
  return match && isUuid(match[1]!) && isUuid(match[2]!) ? match[2]! : null;
}

/** Where the pair's browsers fetch it, once signed (voice-note-files.routes.ts serves it). */
export function voiceNoteUrl(ownerId: string, voiceNoteId: string): string {
  return `/uploads/voice/${voiceNoteKey(ownerId, voiceNoteId)}`;
}

/** What a message stores of its voice note: enough to show the player without another read. */
export function voiceNoteMedia(row: {
  id: string;
  ownerId: string;
  durationMs: number;
  waveform: number[];
}): MessageMedia {
  return { url: voiceNoteUrl(row.ownerId, row.id), type: 'audio', durationMs: row.durationMs, waveform: row.waveform };
}

/** The message's voice note as its reader sees it, its URL signed for them; null for any other message. */
export function voiceOf(media: MessageMedia | null, sign: (url: string) => string): VoiceNote | null {
  if (media?.type !== 'audio') return null;
  return { url: sign(media.url), durationMs: media.durationMs ?? 0, waveform: media.waveform ?? [] };
}
