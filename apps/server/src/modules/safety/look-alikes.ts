/**
 * Digits and signs people write for letters to slip a word past a filter ("h3llo", "a$$"): the
 * letter each reads as. Screening (messages' plain-text) and Hidden Words both read them so.
 */
export const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
