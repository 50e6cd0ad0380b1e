import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VOICE_NOTE_LIMITS } from '@kindred/contract/voice-notes';

/** Why an upload is not a voice note we store (the service answers 400 with the matching text). */
export type VoiceNoteRejection = 'notAudio' | 'tooLong' | 'tooShort';

export class VoiceNoteRejected extends Error {
  constructor(readonly reason: VoiceNoteRejection) {
    super(`voice note rejected: ${reason}`);
    this.name = 'VoiceNoteRejected';
  }
}

export interface ProcessedVoiceNote {
  /** AAC (LC, mono) in an MP4 container with its index first: plays in Chrome, Firefox and Safari. */
  audio: Buffer;
  durationMs: number;
  waveform: number[];
}

/** Containers and codecs a browser's recorder makes (and a few common audio files); nothing else is decoded. */
const FORMATS = new Set(['matroska', 'webm', 'ogg', 'mov', 'mp4', 'm4a', '3gp', '3g2', 'mp3', 'wav', 'flac', 'aac']);
const CODECS = new Set(['opus', 'vorbis', 'aac', 'mp3', 'flac', 'pcm_s16le', 'pcm_s24le', 'pcm_f32le', 'pcm_u8']);
/** The waveform and the length are read from the audio decoded at this rate (16-bit, mono). */
const PCM_RATE = 8000;
const PROBE_TIMEOUT_MS = 5_000;
const CONVERT_TIMEOUT_MS = 20_000;
/** Decoding stops here whatever the container says, so a 2-hour file costs what 61 s do. */
const READ_SECONDS = VOICE_NOTE_LIMITS.maxSeconds + 1;

interface Run {
  code: number | null;
  stdout: Buffer;
  timedOut: boolean;
}

/**
 * Runs a program without a shell, with a deadline (SIGKILL past it) and a cap on what it may
 * print (the process is killed past it, as a failure).
 */
function run(command: string, args: string[], timeoutMs: number, maxStdout: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'], shell: false });
    const chunks: Buffer[] = [];
    let size = 0;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxStdout) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: size > maxStdout ? null : code, stdout: Buffer.concat(chunks), timedOut });
    });
  });
}

interface Probe {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string }[];
}

/** ffprobe's verdict: one audio stream of an accepted codec in an accepted container, and nothing else. */
function checkProbe(probe: Probe): void {
  const formats = (probe.format?.format_name ?? '').split(',');
  const streams = probe.streams ?? [];
  const audio = streams.filter((stream) => stream.codec_type === 'audio');
  const accepted =
    formats.some((format) => FORMATS.has(format)) &&
    audio.length === 1 &&
    streams.length === 1 &&
    CODECS.has(audio[0]!.codec_name ?? '');
  if (!accepted) throw new VoiceNoteRejected('notAudio');
  // The container's own length, when it gives one, refuses a long file before decoding anything.
  const claimed = Number(probe.format?.duration);
  if (Number.isFinite(claimed) && claimed * 1000 > VOICE_NOTE_LIMITS.maxSeconds * 1000 + VOICE_NOTE_LIMITS.graceMs) {
    throw new VoiceNoteRejected('tooLong');
  }
}

/** VOICE_NOTE_LIMITS.waveformBars peaks of 16-bit PCM, scaled so the loudest bar is 255. */
export function waveformOf(pcm: Buffer, bars: number = VOICE_NOTE_LIMITS.waveformBars): number[] {
  const samples = Math.floor(pcm.length / 2);
  const peaks = new Array<number>(bars).fill(0);
  for (let bar = 0; bar < bars; bar += 1) {
    const from = Math.floor((bar * samples) / bars);
    const to = Math.floor(((bar + 1) * samples) / bars);
    let peak = 0;
    for (let i = from; i < to; i += 1) peak = Math.max(peak, Math.abs(pcm.readInt16LE(i * 2)));
    peaks[bar] = peak;
  }
  const loudest = Math.max(...peaks);
  return peaks.map((peak) => (loudest === 0 ? 0 : Math.round((peak / loudest) * VOICE_NOTE_LIMITS.waveformMax)));
}

/**
 * Checks and converts an uploaded voice note (decision 109), already capped at
 * VOICE_NOTE_LIMITS.maxBytes: ffprobe names its container and streams, then ffmpeg decodes at most
 * 61 s of its one audio stream into AAC in MP4 (cut at 60 s) and into PCM, whose length is the
 * voice note's (a container may lie about it) and whose peaks are its waveform. Both run as child
 * processes, no shell, reading only the file (no network protocol), with deadlines.
 */
export async function processVoiceNote(input: Buffer): Promise<ProcessedVoiceNote> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-voice-'));
  try {
    // No extension: ffprobe names the format from the bytes, not from a name the sender chose.
    const source = path.join(dir, 'upload');
    const converted = path.join(dir, 'voice.m4a');
    await fs.writeFile(source, input);
    const probed = await run(
      'ffprobe',
      ['-v', 'error', '-protocol_whitelist', 'file', '-show_format', '-show_streams', '-of', 'json', source],
      PROBE_TIMEOUT_MS,
      1024 * 1024,
    );
    if (probed.code !== 0) throw new VoiceNoteRejected('notAudio');
    let probe: Probe;
    try {
      probe = JSON.parse(probed.stdout.toString('utf8')) as Probe;
    } catch {
      throw new VoiceNoteRejected('notAudio');
    }
    checkProbe(probe);
    const maxPcm = READ_SECONDS * PCM_RATE * 2 + 64 * 1024;
    const decoded = await run(
      'ffmpeg',
      [
        ...['-nostdin', '-hide_banner', '-v', 'error', '-protocol_whitelist', 'file,pipe'],
        ...['-t', String(READ_SECONDS), '-i', source],
        // The file to store: AAC in MP4, mono, index first (plays while it loads), cut at the limit.
        ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-ac', '1', '-c:a', 'aac', '-b:a', '48k'],
        ...['-t', String(VOICE_NOTE_LIMITS.maxSeconds), '-movflags', '+faststart', '-f', 'mp4', converted],
        // The decoded audio, for its length and waveform.
        ...['-map', '0:a:0', '-ac', '1', '-ar', String(PCM_RATE), '-f', 's16le', 'pipe:1'],
      ],
      CONVERT_TIMEOUT_MS,
      maxPcm,
    );
    if (decoded.code !== 0) throw new VoiceNoteRejected('notAudio');
    const decodedMs = Math.round((decoded.stdout.length / 2 / PCM_RATE) * 1000);
    if (decodedMs > VOICE_NOTE_LIMITS.maxSeconds * 1000 + VOICE_NOTE_LIMITS.graceMs) {
      throw new VoiceNoteRejected('tooLong');
    }
    if (decodedMs < VOICE_NOTE_LIMITS.minMs) throw new VoiceNoteRejected('tooShort');
    const audio = await fs.readFile(converted);
    if (audio.length === 0) throw new VoiceNoteRejected('notAudio');
    return {
      audio,
      durationMs: Math.min(decodedMs, VOICE_NOTE_LIMITS.maxSeconds * 1000),
      waveform: waveformOf(decoded.stdout),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
