import { randomBytes } from 'node:crypto';

/**
 * A run's tag, which every message's content carries. Letters only, and the parts of a client id
 * joined with "-", so that no content reads as a phone number ("3.0.1234…") or a link ("m1.me"),
 * which the server refuses before a hello (docs/decisions/077).
 */
export const newRunId = (): string =>
  Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
