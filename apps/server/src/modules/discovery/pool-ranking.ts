import { ageOn } from '@kindred/contract/age';
import { compatibilityOverall } from '../compatibility/compatibility';
import type { CompatibilityMember } from '../compatibility/compatibility-member';
import type { PoolRow } from './candidates.repo';
import type { InterestFrequencies } from './interest-frequencies';
import { rankScore } from './ranking';
import { comparableDistance } from '../profiles/shown-distance';

/** One member of a deck and the rank that placed them (higher first). */
export interface RankedCandidate {
  id: string;
  rank: number;
  metres: number;
}

export interface PoolRanking {
  seeker: CompatibilityMember;
  shares: InterestFrequencies;
  radiusMiles: number;
  today: Date;
  /** How exposed the member ranked is already (ranking.ts RANKING_EXPOSURE). */
  exposure?: number;
}

/** A pool member as the engine reads them. */
export function poolMember(row: Omit<PoolRow, 'replyRate'>, today: Date): CompatibilityMember {
  return {
    answers: row.answers.shared,
    interests: row.interests,
    lookingFor: row.lookingFor,
    drinking: row.drinking,
    smoking: row.smoking,
    age: row.birthdate ? ageOn(row.birthdate, today) : null,
    ageRange: [row.ageMin, row.ageMax],
    maxDistance: row.maxDistance,
    bioLength: row.bioLength,
    answeredCount: row.answers.answeredCount,
  };
}

/**
 * Where one pool member ranks for the seeker (ranking.ts), or null when a mandatory answer keeps
 * the pair apart. The same numbers the cards show: overall from the engine, distance as the
 * seeker may know it.
 */
export function rankOf(row: PoolRow, { seeker, shares, radiusMiles, today, exposure }: PoolRanking): number | null {
  const miles = comparableDistance(row.metres, row.locationSharing);
  const score = compatibilityOverall(seeker, poolMember(row, today), {
    distanceMiles: miles,
    interestFrequency: shares.share,
  });
  if (score.excluded) return null;
  return rankScore(
    {
      compatibility: score.overall,
      theirStatus: row.theirStatus,
      boostedUntil: row.boostedUntil,
      lastActiveAt: row.lastActiveAt,
      miles: miles ?? radiusMiles,
      radiusMiles,
      exposure,
      replyRate: row.replyRate,
    },
    today,
  );
}

export const byRank = (a: Pick<RankedCandidate, 'rank' | 'metres'>, b: Pick<RankedCandidate, 'rank' | 'metres'>) =>
  b.rank - a.rank || a.metres - b.metres;
