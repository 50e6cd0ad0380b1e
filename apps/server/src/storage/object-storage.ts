import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (decision 091): the folder DATA_DIR/uploads by default, or an
 * S3-compatible bucket. Keys are paths made of `/`-separated safe segments (`<member>/<file>`), the
 * same in both, so `npm run storage:migrate` copies the folder into the bucket key for key.
 */
export interface ObjectStorage {
  /** Where the objects are, for errors and logs: a folder, or `s3://bucket`. */
  readonly location: string;
  /** Writes the whole object or nothing: a reader never sees half of it. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  has(key: string): Promise<boolean>;
  /** When the object was last written, or null when there is none. */
  modifiedAt(key: string): Promise<Date | null>;
  /** Deletes the objects; a missing one is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which ends with `/`). */
  removePrefix(prefix: string): Promise<void>;
  /** Every key under `prefix` ('' for all), in no promised order. */
  list(prefix?: string): AsyncIterable<string>;
}

/** The store refused or could not be reached: the message says which and where, for the log. */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A key is segments of letters, digits, `.`, `_` and `-` (none starting with `.`): no `..`, no absolute path. */
export function assertKey(key: string): void {
  const segments = key.split('/');
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
}

export function assertPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`Not a storage prefix: ${JSON.stringify(prefix)}`);
  assertKey(prefix.slice(0, -1));
}
