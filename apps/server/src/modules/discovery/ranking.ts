/**
 * Stage two of DESIGN 6: the order of eligible candidates. Compatibility leads; the rest are
 * bonuses in the same 0-100 "points" so they can be compared (docs/decisions/014):
 * - has liked you: +8, super-liked you: +12 (a like that can become a match now is worth showing);
 * - boosted (Platinum and Diamond boosts): +10;
 * - recent activity: up to +8, halving every week of absence (people who answer make matches);
 * - distance: up to +4 for next door, nothing at the edge of the radius;
 * - reply rate: from −3 for a member who never answers to +3 for one who always does, nothing
 *   for a member nobody has written to yet (REPLY_RATE, docs/decisions/107);
 * - exposure: down to −25 for a member shown many times lately (RANKING_EXPOSURE), so that
 *   nobody is shown to everyone while others are shown to no one (docs/decisions/054).
 */
export const RANKING_BONUS = {
  likedYou: 8,
  superLikedYou: 12,
  boosted: 10,
  activity: 8,
  activityHalfLifeDays: 7,
  distance: 4,
  /** Points between a reply rate of 0 and of 1 (half below the neutral 0.5, half above). */
  replyRate: 6,
} as const;

/**
 * A member's reply rate (decision 107): of the conversations other members started with them over
 * their live matches of the last `windowDays`, the share they answered, counted once a conversation
 * is `graceHours` old or answered. Smoothed towards `prior` as if `priorWeight` more conversations
 * had been answered at that rate, so two unanswered messages do not sink a new member.
 */
export const REPLY_RATE = { prior: 0.5, priorWeight: 4, windowDays: 90, graceHours: 24 } as const;

export function smoothedReplyRate(received: number, replied: number): number {
  return (replied + REPLY_RATE.prior * REPLY_RATE.priorWeight) / (received + REPLY_RATE.priorWeight);
}

/**
 * Fairness: `exposure` is how many times the average member's share of cards shown lately this
 * member had (decayed by half every 12 hours: candidate-index.ts). Shown as often as the average
 * member costs 6 points, each doubling past that 6 more, to at most 25: a member shown to everyone
 * yields to near-equals nobody has seen, while a fit better by more than 25 points still goes first
 * (docs/decisions/054).
 */
export const RANKING_EXPOSURE = { fairShare: 1, weight: 6, maxPenalty: 25 } as const;

export function exposurePenalty(exposure: number): number {
  if (!(exposure > 0)) return 0;
  return Math.min(
    RANKING_EXPOSURE.maxPenalty,
    RANKING_EXPOSURE.weight * Math.log2(1 + exposure / RANKING_EXPOSURE.fairShare),
  );
}

export interface RankingInput {
  compatibility: number;
  theirStatus: 'like' | 'superlike' | null;
  boostedUntil: Date | null;
  lastActiveAt: Date;
  miles: number;
  radiusMiles: number;
  /** Cards of the member shown lately, against the average member's (0 when unknown). */
  exposure?: number;
  /** The member's smoothed reply rate (REPLY_RATE; 0.5 when unknown). */
  replyRate?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function rankScore(input: RankingInput, now: Date): number {
  return rankPoints(
    input.compatibility,
    input.theirStatus,
    input.boostedUntil?.getTime() ?? 0,
    input.lastActiveAt.getTime(),
    input.miles,
    input.radiusMiles,
    input.exposure ?? 0,
    now.getTime(),
    input.replyRate ?? REPLY_RATE.prior,
  );
}

/**
 * rankScore on plain numbers (times in ms since the epoch, 0 for no boost), for the candidate
 * index, which ranks tens of thousands of members a deck.
 */
export function rankPoints(
  compatibility: number,
  theirStatus: RankingInput['theirStatus'],
  boostedUntilMs: number,
  lastActiveMs: number,
  miles: number,
  radiusMiles: number,
  exposure: number,
  nowMs: number,
  replyRate: number,
): number {
  const liked =
    theirStatus === 'superlike' ? RANKING_BONUS.superLikedYou : theirStatus === 'like' ? RANKING_BONUS.likedYou : 0;
  const boosted = boostedUntilMs > nowMs ? RANKING_BONUS.boosted : 0;
  const idleDays = Math.max(0, (nowMs - lastActiveMs) / DAY_MS);
  const activity = RANKING_BONUS.activity * 0.5 ** (idleDays / RANKING_BONUS.activityHalfLifeDays);
  const nearness = radiusMiles > 0 ? Math.max(0, 1 - miles / radiusMiles) : 0;
  const replies = RANKING_BONUS.replyRate * (replyRate - REPLY_RATE.prior);
  return (
    compatibility + liked + boosted + activity + RANKING_BONUS.distance * nearness + replies - exposurePenalty(exposure)
  );
}
