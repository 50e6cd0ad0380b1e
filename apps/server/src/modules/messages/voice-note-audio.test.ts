import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VOICE_NOTE_LIMITS } from '@kindred/contract/voice-notes';
import { audioFixtures, zipArchive } from '../../../test/audio-fixtures';
import { VoiceNoteRejected, processVoiceNote, waveformOf } from './voice-note-audio';

/** What ffprobe says of the stored file: its container and its one stream's codec. */
function probe(audio: Buffer): { format: string; codecs: string[]; duration: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-probe-'));
  try {
    const file = path.join(dir, 'stored');
    fs.writeFileSync(file, audio);
    const json = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]).toString(),
    ) as { format: { format_name: string; duration: string }; streams: { codec_name: string }[] };
    return {
      format: json.format.format_name,
      codecs: json.streams.map((stream) => stream.codec_name),
      duration: Number(json.format.duration),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rejection = (input: Buffer) =>
  processVoiceNote(input).then(
    () => 'accepted',
    (error: unknown) => (error instanceof VoiceNoteRejected ? error.reason : String(error)),
  );

describe('checking and converting a voice note (decision 109)', () => {
  it('turns Opus in WebM into AAC in MP4, with its decoded length and a waveform of 48 bars', async () => {
    const result = await processVoiceNote(audioFixtures.opusWebm());
    expect(result.durationMs).toBeGreaterThanOrEqual(1950);
    expect(result.durationMs).toBeLessThanOrEqual(2050);
    expect(result.waveform).toHaveLength(VOICE_NOTE_LIMITS.waveformBars);
    expect(Math.max(...result.waveform)).toBe(255);
    const stored = probe(result.audio);
    expect(stored.format).toContain('mp4');
    expect(stored.codecs).toEqual(['aac']);
    expect(stored.duration).toBeCloseTo(2, 0);
  });

  it('takes what Safari records (AAC in MP4) too', async () => {
    const result = await processVoiceNote(audioFixtures.aacMp4());
    expect(result.durationMs).toBeGreaterThan(1900);
    expect(probe(result.audio).codecs).toEqual(['aac']);
  });

  it('refuses a two-hour file that fits in 30 KB for its length, not its size', async () => {
    const twoHours = audioFixtures.twoHours();
    expect(twoHours.length).toBeLessThan(VOICE_NOTE_LIMITS.maxBytes);
    expect(await rejection(twoHours)).toBe('tooLong');
  });

  it('refuses 75 s whose container states no length, from the decoded audio, quickly', async () => {
    const file = audioFixtures.unstatedLength();
    const started = Date.now();
    expect(await rejection(file)).toBe('tooLong');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses what is not a voice note: random bytes, a zip, a video, two audio streams, a blip', async () => {
    expect(await rejection(randomBytes(50_000))).toBe('notAudio');
    expect(await rejection(zipArchive())).toBe('notAudio');
    expect(await rejection(Buffer.from('<html><body>hello</body></html>'))).toBe('notAudio');
    expect(await rejection(Buffer.alloc(0))).toBe('notAudio');
    expect(await rejection(audioFixtures.withVideo())).toBe('notAudio');
    expect(await rejection(audioFixtures.twoStreams())).toBe('notAudio');
    expect(await rejection(audioFixtures.tooShort())).toBe('tooShort');
  });

  it('leaves no temporary file behind', async () => {
    // A temporary folder of this test's own: another worker converting voice notes at the same
    // time leaves its files in the shared one while it works.
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-voice-test-'));
    const shared = process.env.TMPDIR;
    process.env.TMPDIR = own;
    try {
      await processVoiceNote(audioFixtures.opusWebm());
      await rejection(randomBytes(1000));
      expect(os.tmpdir()).toBe(own);
      expect(fs.readdirSync(own)).toEqual([]);
    } finally {
      if (shared === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = shared;
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('the waveform', () => {
  it('is the peaks of each slice, the loudest at 255, silence at 0', () => {
    const pcm = Buffer.alloc(8 * 2);
    [0, 0, 1000, -2000, 0, 0, 500, 0].forEach((sample, i) => pcm.writeInt16LE(sample, i * 2));
    expect(waveformOf(pcm, 4)).toEqual([0, 255, 0, 64]);
    expect(waveformOf(Buffer.alloc(100), 4)).toEqual([0, 0, 0, 0]);
  });
});
