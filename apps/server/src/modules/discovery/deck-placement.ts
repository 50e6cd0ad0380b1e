import type { Database } from '../../db/database';
import { findPoolMember } from './candidates.repo';
import { findDeckOwnersFor, placeInDecks } from './decks.repo';
import type { InterestFrequencyCache } from './interest-frequencies';
import { poolMember, rankOf } from './pool-ranking';

/**
 * Freshness without rebuilding everyone's deck (docs/decisions/054): when a member joins, finishes
 * onboarding, changes their profile or answers, they are ranked for the owner of every stored deck
 * whose filter and hard rules they pass, and put where that rank earns in the deck (if it makes
 * the deck's cut). Reads re-check every member they show, so a placement that turns stale costs
 * nothing but a place in the deck.
 */
export function createDeckPlacement({
  db,
  frequencies,
  deckSize,
  exposureOf,
  now = () => new Date(),
}: {
  db: Database;
  frequencies: InterestFrequencyCache;
  deckSize: number;
  /** How exposed the member is already (the candidate index's figure). */
  exposureOf: (id: string) => number;
  now?: () => Date;
}) {
  return async function place(memberId: string): Promise<number> {
    const today = now();
    const member = await findPoolMember(db, memberId);
    if (!member) return 0;
    const [owners, shares] = await Promise.all([
      findDeckOwnersFor(db, memberId, Object.keys(member.answers.shared), today.toISOString().slice(0, 10)),
      frequencies.get(),
    ]);
    const placements = owners.flatMap((found) => {
      const rank = rankOf(
        { ...member, metres: found.metres, theirStatus: found.theirStatus },
        {
          seeker: poolMember(found.owner, today),
          shares,
          radiusMiles: found.radiusMiles,
          today,
          exposure: exposureOf(memberId),
        },
      );
      if (rank === null) return [];
      const makesTheCut = found.complete || found.size < deckSize || found.floor === null || rank > found.floor;
      return makesTheCut ? [{ ownerId: found.ownerId, key: found.key, rank }] : [];
    });
    await placeInDecks(db, memberId, placements, deckSize);
    return placements.length;
  };
}

export type DeckPlacement = ReturnType<typeof createDeckPlacement>;
