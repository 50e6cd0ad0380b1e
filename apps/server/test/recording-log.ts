import { afterEach, beforeEach } from 'vitest';
import type { PoolLog } from '../src/db/postgres-pool';

export interface LogLine {
  level: 'warn' | 'info';
  details: object;
  message: string;
}

/** A pool log that keeps its lines, for tests to read. */
export function recordingLog(): PoolLog & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    info: (details, message) => lines.push({ level: 'info', details, message }),
  };
}

/**
 * Every uncaught exception during each test of the file; the test asserts the list is empty.
 * (An 'error' event nobody listens to is one: in production it ends the process.)
 */
export function useUncaughtExceptions(): unknown[] {
  const seen: unknown[] = [];
  const listener = (error: unknown) => seen.push(error);
  beforeEach(() => {
    seen.length = 0;
    process.on('uncaughtException', listener);
  });
  afterEach(() => {
    process.off('uncaughtException', listener);
  });
  return seen;
}
