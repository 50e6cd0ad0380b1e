// Voice notes in chat (issue 36, decision 109): recorded in the browser, checked and converted by
// the server (AAC in MP4, which every browser plays), sent as a message that carries the upload's id.
import { z } from 'zod';
import { textField } from './text';

export const VOICE_NOTE_LIMITS = {
  /** The longest voice note, recorded and stored. */
  maxSeconds: 60,
  /**
   * What the server accepts past maxSeconds in the decoded audio (a recorder stopped at 60 s may
   * hand over a frame or two more); what it stores is cut at maxSeconds.
   */
  graceMs: 500,
  /** Shorter than this is a slip of the finger: the recorder discards it and the server refuses it. */
  minMs: 500,
  /** The uploaded file, before conversion (1 MB). */
  maxBytes: 1024 * 1024,
  /** Bars of the waveform, each 0..255. */
  waveformBars: 48,
  waveformMax: 255,
  /**
   * Uploads a member may make a minute, and unsent ones kept (a newer upload replaces the oldest).
   * Not fewer kept than a minute's uploads: the count of the last minute's rows is the limit every
   * server process shares.
   */
  uploadsPerMinute: 10,
  maxUnsent: 10,
  /** Playback speeds the player offers, in order. */
  speeds: [1, 1.5] as const,
} as const;

/** The server's answers. */
export const VOICE_NOTE_MESSAGES = {
  audioRequired: 'Please record a voice note to send (form field "audio").',
  notAudio: 'That file is not a voice note we can play. Please record it again.',
  tooLong: `A voice note can be at most ${VOICE_NOTE_LIMITS.maxSeconds} seconds long.`,
  tooShort: 'That voice note is too short. Hold the button a little longer.',
  tooLarge: 'A voice note can be at most 1 MB.',
  uploadingTooFast: 'You are sending voice notes too fast. Please wait a minute and try again.',
  notFound: 'That voice note was not found. Please record it again.',
  oneAttachment: 'Send a voice note on its own, without an image.',
  busy: 'We could not take your voice note just now. Please try again in a moment.',
} as const;

/** The screen's texts (composer and player). */
export const VOICE_NOTE_TEXTS = {
  record: 'Record a voice note',
  recordHint: 'Hold to record, or press Enter to start and stop',
  recording: 'Recording',
  slideToCancel: 'Slide left to cancel',
  cancel: 'Cancel',
  send: 'Send voice note',
  uploading: (percent: number) => `Sending voice note, ${percent}%`,
  micBlocked: 'Kindred cannot use your microphone. Allow it in your browser to record a voice note.',
  unsupported: 'Your browser cannot record voice notes.',
  failed: 'Your voice note was not sent.',
  dismiss: 'Dismiss',
  play: 'Play voice note',
  pause: 'Pause voice note',
  speed: (speed: number) => `Playback speed ${speed}×`,
  speedLabel: (speed: number) => `${speed}×`,
  /** The player's name: 'Voice note, 0:07'. */
  label: (duration: string) => `Voice note, ${duration}`,
  preview: 'Voice note',
  elapsed: (elapsed: string, max: string) => `${elapsed} of ${max}`,
} as const;

/** m:ss, from milliseconds (rounded down to the second; 0:00 at least). */
export function formatVoiceDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A voice note as a message carries it: its signed URL, length and waveform. */
export const voiceNoteSchema = z.object({
  url: z.string(),
  durationMs: z.number().int().min(0),
  waveform: z.array(z.number().int().min(0).max(VOICE_NOTE_LIMITS.waveformMax)),
});
export type VoiceNote = z.infer<typeof voiceNoteSchema>;

/** `POST /conversations/{id}/voice-notes` answers the stored upload; its id goes in the send. */
export const voiceNoteUploadResponseSchema = z.object({
  data: voiceNoteSchema.extend({ id: z.string() }),
});

/** The send's `voiceNote`: the id the upload answered. */
export const voiceNoteIdField = textField('voiceNote').trim().min(1).max(100);
