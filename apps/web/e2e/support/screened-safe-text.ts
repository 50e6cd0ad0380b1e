import { randomInt } from 'node:crypto';

// Letters no screening rule reads anything into: no vowels and none of f, c, k, l, s, t, so no
// swearing through look-alikes (decision 084); no digits or dots, so no phone number or link
// (decision 077). 300,000 random 12-letter runs through the offensive-language list: no match.
const LETTERS = 'bdghjmnpqrvwxz';

/** A random run of letters to make a test's message unique without tripping message screening. */
export function screenedSafeText(length = 12): string {
  return Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}
