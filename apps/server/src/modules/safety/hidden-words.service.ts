import { tidyHiddenWords } from '@kindred/contract/hidden-words';
import type { Database } from '../../db/database';
import { compileHiddenWords, type HiddenWordsMatcher } from './hidden-words-matcher';
import { hiddenWordsOf, saveHiddenWords } from './hidden-words.repo';

export interface HiddenWordsDeps {
  db: Database;
  /** Members whose compiled lists are kept; past this, the longest unused are dropped. */
  remembered?: number;
}

interface Compiled {
  version: number;
  matcher: Promise<HiddenWordsMatcher>;
}

/**
 * Hidden Words (issue 32, decision 085): each member's own list, read and replaced by them alone,
 * and the question the send path asks, "does this message hide for its recipient?". Lists are
 * compiled once per version and kept in memory; the send path learns the recipient's version from
 * the read it already makes, so a list saved on another server process is never used stale.
 */
export function createHiddenWordsService({ db, remembered = 5_000 }: HiddenWordsDeps) {
  const compiled = new Map<string, Compiled>();

  function remember(memberId: string, entry: Compiled): void {
    compiled.delete(memberId);
    compiled.set(memberId, entry);
    if (compiled.size > remembered) compiled.delete(compiled.keys().next().value!);
  }

  async function matcherOf(memberId: string, version: number): Promise<HiddenWordsMatcher> {
    const known = compiled.get(memberId);
    if (known && known.version >= version) {
      remember(memberId, known);
      return known.matcher;
    }
    const loading = hiddenWordsOf(db, memberId).then((stored) => compileHiddenWords(stored?.words ?? []));
    const entry = { version, matcher: loading };
    remember(memberId, entry);
    // A failed read is not remembered: the next send reads again.
    loading.catch(() => compiled.get(memberId) === entry && compiled.delete(memberId));
    return loading;
  }

  return {
    async list(memberId: string): Promise<string[]> {
      return (await hiddenWordsOf(db, memberId))?.words ?? [];
    },

    /** Replaces the member's list, tidied (trimmed, blanks dropped, one of each entry kept). */
    async save(memberId: string, words: readonly string[]): Promise<string[]> {
      const stored = await saveHiddenWords(db, memberId, tidyHiddenWords(words));
      remember(memberId, { version: stored.version, matcher: Promise.resolve(compileHiddenWords(stored.words)) });
      return stored.words;
    },

    /** Whether `text` holds one of the recipient's Hidden Words, their list being at `version`. */
    async hides(recipientId: string, version: number, text: string): Promise<boolean> {
      if (text === '') return false;
      return (await matcherOf(recipientId, version)).matches(text);
    },
  };
}

export type HiddenWordsService = ReturnType<typeof createHiddenWordsService>;
