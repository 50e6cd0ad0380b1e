import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recommendationDecks } from '../../db/schema/discovery';
import { profiles } from '../../db/schema/profiles';
import { answersColumn, parseAnswers, type CandidateAnswers } from './candidate-answers.repo';

export type Deck = typeof recommendationDecks.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

export async function saveDeck(db: Database, deck: Deck): Promise<void> {
  await db
    .insert(recommendationDecks)
    .values(deck)
    .onConflictDoUpdate({
      target: recommendationDecks.userId,
      set: { key: deck.key, candidateIds: deck.candidateIds, complete: deck.complete, builtAt: deck.builtAt },
    });
}

/** Keeps the deck's build time: leaving out members who dropped out is not a rebuild. */
export async function replaceDeckCandidates(db: Database, userId: string, candidateIds: string[]): Promise<void> {
  await db.update(recommendationDecks).set({ candidateIds }).where(eq(recommendationDecks.userId, userId));
}

/**
 * Everything a recommendation read needs about the member asking, in one statement: their
 * profile, all their answers and their stored deck (undefined when there is no profile).
 */
export async function findSeeker(
  db: Database,
  userId: string,
): Promise<{ profile: ProfileRow; answers: CandidateAnswers; deck: Deck | undefined } | undefined> {
  const [row] = await db
    .select({
      profile: profiles,
      answers: answersColumn(sql`profiles.user_id`, 'all'),
      deck: sql`(SELECT json_build_object('key', d.key, 'candidateIds', d.candidate_ids, 'complete', d.complete,
        'builtAt', d.built_at)
        FROM recommendation_decks d WHERE d.user_id = profiles.user_id)`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) return undefined;
  const deck = (typeof row.deck === 'string' ? JSON.parse(row.deck) : row.deck) as {
    key: string;
    candidateIds: string[];
    complete: boolean;
    builtAt: string;
  } | null;
  return {
    profile: row.profile,
    answers: parseAnswers(row.answers as Parameters<typeof parseAnswers>[0]),
    deck: deck
      ? {
          userId,
          key: deck.key,
          candidateIds: deck.candidateIds,
          complete: deck.complete,
          builtAt: new Date(deck.builtAt),
        }
      : undefined,
  };
}
