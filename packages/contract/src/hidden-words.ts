// Hidden Words (issue 32, decision 085): words, phrases or emoji a member does not want to read
// from a match they have never replied to. Such a message is hidden for them, not refused.
import { z } from 'zod';
import { textField } from './text';

export const HIDDEN_WORDS_LIMITS = {
  /** Entries in one member's list. */
  maxWords: 1000,
  /** Characters (code points, as a person counts them) in one entry. */
  maxLength: 50,
} as const;

export const HIDDEN_WORDS_MESSAGES = {
  listRequired: 'Send your hidden words as a list',
  tooMany: 'You can hide up to 1,000 words, phrases or emoji',
  tooLong: 'Each hidden word or phrase can be at most 50 characters',
  notText: 'Each hidden word must be text',
  alreadyListed: 'That is already on your list',
  saved: 'Hidden words saved',
} as const;

export const HIDDEN_WORDS_TEXTS = {
  title: 'Hidden Words',
  intro:
    "Messages from matches you haven't replied to yet that contain these words, phrases or emoji are moved to the end of the conversation, under \u201cHidden by your words\u201d, and don't notify you. They are not told.",
  inputLabel: 'Add a word, phrase or emoji',
  add: 'Add',
  remove: (word: string) => `Remove \u201c${word}\u201d`,
  count: (count: number) => `${count.toLocaleString('en-US')} of 1,000`,
  characters: (count: number) => `${count}/50`,
  empty: 'No hidden words yet.',
  listLabel: 'Your hidden words',
  saving: 'Saving...',
  saved: 'Saved',
  loadFailed: "We couldn't load your hidden words.",
  saveFailed: "We couldn't save your hidden words. Please try again.",
  /** The conversation's section of hidden messages. */
  section: 'Hidden by your words',
  show: (count: number) => `Show ${count} hidden ${count === 1 ? 'message' : 'messages'}`,
  hide: 'Hide them again',
} as const;

/** Characters as a person counts them: "🍍" is one, not two UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

/**
 * What makes two entries the same (dedupe): case, accents, look-alike forms (full-width, ligatures)
 * and spacing do not count. "Café", "cafe" and "CAFÉ " are one entry.
 */
export function hiddenWordKey(word: string): string {
  return word.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The list as stored: trimmed, blank entries dropped (a trailing empty line is not a word), and
 * the first spelling of entries that are the same kept. Order kept.
 */
export function tidyHiddenWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words) {
    const trimmed = word.trim();
    const key = hiddenWordKey(trimmed);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

const hiddenWord = textField('word', {
  notString: HIDDEN_WORDS_MESSAGES.notText,
  missing: HIDDEN_WORDS_MESSAGES.notText,
})
  .trim()
  .refine((word) => characterCount(word) <= HIDDEN_WORDS_LIMITS.maxLength, { error: HIDDEN_WORDS_MESSAGES.tooLong });

/** PUT body: the whole list, replacing the one stored (the server tidies it: tidyHiddenWords). */
export const hiddenWordsInputSchema = z.object({
  words: z
    .array(hiddenWord, {
      error: (issue) => (issue.code === 'invalid_type' ? HIDDEN_WORDS_MESSAGES.listRequired : undefined),
    })
    .max(HIDDEN_WORDS_LIMITS.maxWords, { error: HIDDEN_WORDS_MESSAGES.tooMany }),
});
export type HiddenWordsInput = z.infer<typeof hiddenWordsInputSchema>;

export const hiddenWordsResponseSchema = z.object({ words: z.array(z.string()) });
export type HiddenWords = z.infer<typeof hiddenWordsResponseSchema>;
