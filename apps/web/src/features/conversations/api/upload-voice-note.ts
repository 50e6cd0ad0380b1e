import { API_PATHS } from '@kindred/contract/routes';
import { voiceNoteUploadResponseSchema } from '@kindred/contract/voice-notes';
import { apiUpload } from '@/lib/api-upload';

/**
 * `POST /conversations/{id}/voice-notes` (multipart, field "audio"; decision 109): the server
 * checks and converts it, and answers its id for the send, with upload progress as it goes out.
 */
export function uploadVoiceNote(
  matchId: string,
  audio: Blob,
  filename: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.append('audio', audio, filename);
  return apiUpload(API_PATHS.conversations.voiceNotes(matchId), body, {
    schema: voiceNoteUploadResponseSchema,
    onProgress,
    signal,
  }).then((response) => response.data);
}
