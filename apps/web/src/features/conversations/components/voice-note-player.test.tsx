import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VOICE_NOTE_LIMITS, VOICE_NOTE_TEXTS, formatVoiceDuration } from '@kindred/contract/voice-notes';
import { conversationPreview } from '../lib/conversation-preview';
import { recordingFileName } from '../hooks/use-voice-note-sender';
import { VoiceNotePlayer } from './voice-note-player';

// Decision 109: the bubble's player, and what the inbox and the upload call a voice note.

const voice = {
  url: '/uploads/voice/a/b.m4a?expires=1&signature=x',
  durationMs: 7_400,
  waveform: Array.from({ length: VOICE_NOTE_LIMITS.waveformBars }, (_, i) => (i * 5) % 256),
};

describe('the voice note player', () => {
  it('names itself with its length, plays from its signed URL only when asked, and switches 1× / 1.5×', async () => {
    const { container } = render(<VoiceNotePlayer voice={voice} mine={false} />);
    const player = screen.getByRole('group', { name: VOICE_NOTE_TEXTS.label('0:07') });
    expect(within(player).getByText('0:07')).toBeTruthy();
    expect(within(player).getByRole('button', { name: VOICE_NOTE_TEXTS.play })).toBeTruthy();
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe(voice.url);
    expect(audio.getAttribute('preload')).toBe('none');
    await userEvent.click(within(player).getByRole('button', { name: VOICE_NOTE_TEXTS.speed(1) }));
    expect(within(player).getByRole('button', { name: VOICE_NOTE_TEXTS.speed(1.5) }).textContent).toBe('1.5×');
    expect(audio.playbackRate).toBe(1.5);
    await userEvent.click(within(player).getByRole('button', { name: VOICE_NOTE_TEXTS.speed(1.5) }));
    expect(audio.playbackRate).toBe(1);
  });
});

describe('voice note words', () => {
  it('shows m:ss, rounded down', () => {
    expect(formatVoiceDuration(0)).toBe('0:00');
    expect(formatVoiceDuration(7_999)).toBe('0:07');
    expect(formatVoiceDuration(60_000)).toBe('1:00');
  });

  it("previews a voice note as 'Voice note' in the inbox", () => {
    const latest = {
      id: 'm-1',
      content: '',
      senderId: 'me',
      createdAt: '2026-03-12T10:00:00.000Z',
      mediaType: 'audio' as const,
      unsent: false,
    };
    expect(conversationPreview(latest, 'me')).toBe(`You: ${VOICE_NOTE_TEXTS.preview}`);
    expect(conversationPreview({ ...latest, senderId: 'them' }, 'me')).toBe(VOICE_NOTE_TEXTS.preview);
  });

  it('names the upload after what the browser recorded in', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('voice-note.webm');
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('voice-note.ogg');
    expect(recordingFileName('audio/mp4')).toBe('voice-note.m4a');
  });
});
