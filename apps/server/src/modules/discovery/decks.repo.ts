import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recommendationDecks } from '../../db/schema/discovery';

export type Deck = typeof recommendationDecks.$inferSelect;

export async function findDeck(db: Database, userId: string): Promise<Deck | undefined> {
  const [deck] = await db.select().from(recommendationDecks).where(eq(recommendationDecks.userId, userId));
  return deck;
}

export async function saveDeck(db: Database, deck: Deck): Promise<void> {
  await db
    .insert(recommendationDecks)
    .values(deck)
    .onConflictDoUpdate({
      target: recommendationDecks.userId,
      set: { key: deck.key, candidateIds: deck.candidateIds, builtAt: deck.builtAt },
    });
}

/** Keeps the deck's build time: leaving out members who dropped out is not a rebuild. */
export async function replaceDeckCandidates(db: Database, userId: string, candidateIds: string[]): Promise<void> {
  await db.update(recommendationDecks).set({ candidateIds }).where(eq(recommendationDecks.userId, userId));
}
