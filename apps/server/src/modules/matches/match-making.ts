import type { Database } from '../../db/database';
import type { FrozenSubScores } from '../../db/schema/matches';
import { findActiveMatch, insertMatch } from './matches.repo';

/**
 * The matches module's side of a mutual like, for the likes service to call inside its
 * transaction (`tx` holds both members' rows locked, so a pair is matched exactly once).
 */

/** The pair's live match, if any. */
export const liveMatchOfPair = (tx: Database, a: string, b: string) => findActiveMatch(tx, a, b);

/** A new match of the pair, with its compatibility frozen at this moment (DESIGN 6). */
export const createMatch = (
  tx: Database,
  a: string,
  b: string,
  frozen: { compatibilityScore: number; subScores: FrozenSubScores; reasons: string[] },
) => insertMatch(tx, a, b, frozen);
