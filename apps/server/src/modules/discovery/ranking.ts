/**
 * Stage two of DESIGN 6: the order of eligible candidates. Compatibility leads; the rest are
 * bonuses in the same 0-100 "points" so they can be compared (docs/decisions/014):
 * - has liked you: +8, super-liked you: +12 (a like that can become a match now is worth showing);
 * - boosted (Platinum and Diamond boosts): +10;
 * - recent activity: up to +8, halving every week of absence (people who answer make matches);
 * - distance: up to +4 for next door, nothing at the edge of the radius.
 */
export const RANKING_BONUS = {
  likedYou: 8,
  superLikedYou: 12,
  boosted: 10,
  activity: 8,
  activityHalfLifeDays: 7,
  distance: 4,
} as const;

export interface RankingInput {
  compatibility: number;
  theirStatus: 'like' | 'superlike' | null;
  boostedUntil: Date | null;
  lastActiveAt: Date;
  miles: number;
  radiusMiles: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function rankScore(input: RankingInput, now: Date): number {
  const liked =
    input.theirStatus === 'superlike'
      ? RANKING_BONUS.superLikedYou
      : input.theirStatus === 'like'
        ? RANKING_BONUS.likedYou
        : 0;
  const boosted = input.boostedUntil && input.boostedUntil > now ? RANKING_BONUS.boosted : 0;
  const idleDays = Math.max(0, (now.getTime() - input.lastActiveAt.getTime()) / DAY_MS);
  const activity = RANKING_BONUS.activity * 0.5 ** (idleDays / RANKING_BONUS.activityHalfLifeDays);
  const nearness = input.radiusMiles > 0 ? Math.max(0, 1 - input.miles / input.radiusMiles) : 0;
  return input.compatibility + liked + boosted + activity + RANKING_BONUS.distance * nearness;
}
