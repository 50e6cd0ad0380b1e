import { createHash } from 'node:crypto';
import { LIMITS } from '@kindred/contract/constants';
import { lettersOnly } from './plain-text';

/**
 * What makes two openers "the same" (decision 081): their letters, whatever the case, accents,
 * spacing, punctuation, emoji or look-alike digits. Short greetings ("Hey!", "Hi there :)") are
 * what most people open with and carry nothing to copy, so they have none (null). Stored hashed.
 */
export function openerFingerprint(content: string): string | null {
  const letters = lettersOnly(content);
  if (letters.length < LIMITS.copiedOpeners.minLetters) return null;
  return createHash('sha256').update(letters).digest('base64url').slice(0, 22);
}
