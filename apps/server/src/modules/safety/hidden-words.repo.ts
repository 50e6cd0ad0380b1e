import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hiddenWords } from '../../db/schema/safety';

export interface StoredHiddenWords {
  words: string[];
  /** Grows with every save: a compiled copy of an older version is stale. */
  version: number;
}

/** A member's Hidden Words, or undefined when they never saved a list. */
export async function hiddenWordsOf(db: Database, userId: string): Promise<StoredHiddenWords | undefined> {
  const [row] = await db
    .select({ words: hiddenWords.words, version: hiddenWords.version })
    .from(hiddenWords)
    .where(eq(hiddenWords.userId, userId));
  return row;
}

/** Replaces a member's list (an empty list keeps the row, so the version keeps growing). */
export async function saveHiddenWords(db: Database, userId: string, words: string[]): Promise<StoredHiddenWords> {
  const [row] = await db
    .insert(hiddenWords)
    .values({ userId, words })
    .onConflictDoUpdate({
      target: hiddenWords.userId,
      set: { words, version: sql`${hiddenWords.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ words: hiddenWords.words, version: hiddenWords.version });
  return row!;
}
