import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';

/**
 * Small audio files made by ffmpeg for the voice note tests (decision 109), each made once per
 * test file and cached in memory. `args` are ffmpeg's between the inputs and the output.
 */
function ffmpegMake(name: string, args: string[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-audio-'));
  try {
    const out = path.join(dir, name);
    execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args, out], { stdio: 'ignore' });
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const cache = new Map<string, Buffer>();
const once = (key: string, make: () => Buffer) => () => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key)!;
};

export const audioFixtures = {
  /** 2 s of a 440 Hz tone, Opus in WebM: what Chromium's MediaRecorder makes. */
  opusWebm: once('opus', () =>
    ffmpegMake('tone.webm', ['-f', 'lavfi', '-i', 'sine=f=440:d=2', '-c:a', 'libopus', '-b:a', '24k']),
  ),
  /** 2 s as AAC in MP4: what Safari's recorder makes. */
  aacMp4: once('aac', () => ffmpegMake('tone.m4a', ['-f', 'lavfi', '-i', 'sine=f=330:d=2', '-c:a', 'aac'])),
  /** A "voice note" of two hours: silence in FLAC with long frames, about 30 KB, far under 1 MB. */
  twoHours: once('twoHours', () =>
    ffmpegMake('long.flac', [
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      '7200',
      '-c:a',
      'flac',
      '-frame_size',
      '32768',
    ]),
  ),
  /**
   * 75 s of Opus in WebM written to a pipe, as a live recorder writes it: the container states no
   * length, so only the decoded audio tells.
   */
  unstatedLength: once('unstated', () => {
    const out = execFileSync(
      'ffmpeg',
      [
        '-nostdin',
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'sine=f=200:d=75',
        '-c:a',
        'libopus',
        '-b:a',
        '8k',
        '-f',
        'webm',
        'pipe:1',
      ],
      { maxBuffer: 4 * 1024 * 1024 },
    );
    return out;
  }),
  /** 0.2 s: a slip of the finger. */
  tooShort: once('short', () => ffmpegMake('short.webm', ['-f', 'lavfi', '-i', 'sine=d=0.2', '-c:a', 'libopus'])),
  /** A tone with a picture track: not a voice note. */
  withVideo: once('video', () =>
    ffmpegMake('clip.webm', [
      ...['-f', 'lavfi', '-i', 'sine=d=1', '-f', 'lavfi', '-i', 'color=c=red:s=32x32:d=1'],
      ...['-c:a', 'libopus', '-c:v', 'libvpx', '-shortest'],
    ]),
  ),
  /** Two audio streams in one file. */
  twoStreams: once('two', () =>
    ffmpegMake('two.mka', [
      ...['-f', 'lavfi', '-i', 'sine=d=1', '-f', 'lavfi', '-i', 'sine=f=880:d=1'],
      ...['-map', '0', '-map', '1', '-c:a', 'libopus'],
    ]),
  ),
};

/** A zip archive (one deflated file of zeros: the shape of a zip bomb), to be sent as "voice.webm". */
export function zipArchive(): Buffer {
  const data = deflateRawSync(Buffer.alloc(512 * 1024));
  const name = Buffer.from('voice.webm');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(512 * 1024, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(512 * 1024, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
