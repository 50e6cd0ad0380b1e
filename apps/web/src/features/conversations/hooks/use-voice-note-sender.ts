import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { VOICE_NOTE_TEXTS } from '@kindred/contract/voice-notes';
import { ApiRequestError } from '@/lib/api-client';
import { CONVERSATION_LISTS_QUERY_KEY } from '../api/get-conversations';
import { messagesQueryKey } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { uploadVoiceNote } from '../api/upload-voice-note';
import { withMessage, type MessagePages } from '../lib/messages-cache';

/** The file name the upload gives a recording, from what the browser recorded in. */
export function recordingFileName(type: string): string {
  if (type.includes('mp4') || type.includes('aac')) return 'voice-note.m4a';
  if (type.includes('ogg')) return 'voice-note.ogg';
  return 'voice-note.webm';
}

export type VoiceNoteSending =
  { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; message: string };

/**
 * Sends a recorded voice note (decision 109): uploads it with progress, then sends the message that
 * carries it (socket, else HTTP, one client id for both), and puts it in the thread. A refusal
 * shows the server's words (too long, not audio, too fast...).
 */
export function useVoiceNoteSender(matchId: string) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<VoiceNoteSending>({ state: 'idle' });

  const send = useCallback(
    async (audio: Blob) => {
      setSending({ state: 'uploading', percent: 0 });
      try {
        const uploaded = await uploadVoiceNote(matchId, audio, recordingFileName(audio.type), (fraction) =>
          // The last few percent wait for the server's check and conversion.
          setSending({ state: 'uploading', percent: Math.round(fraction * 95) }),
        );
        const saved = await sendMessage(matchId, {
          content: '',
          media: null,
          voiceNote: uploaded.id,
          clientId: crypto.randomUUID(),
        });
        queryClient.setQueryData<MessagePages>(messagesQueryKey(matchId), (data) => withMessage(data, saved));
        void queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_QUERY_KEY });
        setSending({ state: 'idle' });
      } catch (error) {
        console.error('Failed to send voice note', error);
        setSending({
          state: 'failed',
          message: error instanceof ApiRequestError && error.status < 500 ? error.message : VOICE_NOTE_TEXTS.failed,
        });
      }
    },
    [matchId, queryClient],
  );

  const dismiss = useCallback(() => setSending({ state: 'idle' }), []);
  return { sending, send, dismiss };
}
