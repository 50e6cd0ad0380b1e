import type { ObjectStorage } from '../../storage/object-storage';
import { isUuid } from '../../http/is-uuid';
import { voiceNoteKey } from './voice-note-files';

const FILE = /^([0-9a-f-]{36})\.m4a$/;

export type ServedVoiceNote =
  | { status: 404 }
  | { status: 416; size: number; cacheControl: string }
  | {
      status: 200 | 206;
      body: Buffer;
      size: number;
      range: { start: number; end: number } | null;
      cacheControl: string;
    };

/** One `bytes=` range of a file of `size` bytes (RFC 9110), or 'unsatisfiable'; null for none or many (the whole file). */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * What /uploads/voice/<member>/<voice note>.m4a serves: only with a signature of that path that
 * is still good (the URL each of the pair is handed, decision 091), cached privately while it is.
 * A voice note is at most a few hundred kilobytes, so it is read whole and sliced.
 */
export function createVoiceNoteFiles({
  objects,
  signedSecondsLeft,
}: {
  objects: Pick<ObjectStorage, 'get'>;
  signedSecondsLeft: (pathname: string, expires: unknown, signature: unknown) => number;
}) {
  return {
    async open(
      owner: string,
      file: string,
      query: { expires?: unknown; signature?: unknown },
      rangeHeader: string | undefined,
    ): Promise<ServedVoiceNote> {
      const match = FILE.exec(file);
      if (!match || !isUuid(owner) || !isUuid(match[1]!)) return { status: 404 };
      const key = voiceNoteKey(owner, match[1]!);
      const secondsLeft = signedSecondsLeft(`/uploads/voice/${key}`, query.expires, query.signature);
      if (secondsLeft <= 0) return { status: 404 };
      const data = await objects.get(key);
      if (!data) return { status: 404 };
      const cacheControl = `private, max-age=${secondsLeft}`;
      const range = byteRange(rangeHeader, data.length);
      if (range === 'unsatisfiable') return { status: 416, size: data.length, cacheControl };
      if (!range) return { status: 200, body: data, size: data.length, range: null, cacheControl };
      return { status: 206, body: data.subarray(range.start, range.end + 1), size: data.length, range, cacheControl };
    },
  };
}

export type VoiceNoteFiles = ReturnType<typeof createVoiceNoteFiles>;
