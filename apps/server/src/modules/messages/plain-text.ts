import { LOOK_ALIKES } from '../safety/look-alikes';

/**
 * Text as screening reads it: look-alike and full-width characters as plain ones (NFKC), accents
 * dropped, lower case. What people spell differently to slip past a filter reads the same here.
 */
export function plainText(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Only the letters, with digits and signs that stand for letters read as them ("h3llo" → "hello"). */
export function lettersOnly(text: string): string {
  return plainText(text)
    .replace(/[013457@$]/g, (character) => LOOK_ALIKES[character]!)
    .replace(/[^\p{L}\p{N}]/gu, '');
}
