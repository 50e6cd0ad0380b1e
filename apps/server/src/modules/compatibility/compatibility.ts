/**
 * # Compatibility engine (DESIGN 6)
 *
 * Pure functions: the caller loads both members and the pair context, nothing here touches the
 * database or HTTP. `compatibility(a, b, ctx)` is symmetric: swapping the members gives the same
 * overall and sub-scores.
 *
 * Sub-scores, each 0 to 100:
 * - values (values-score.ts): for the questions both answered (question-bank.ts), how much of each
 *   member's importance weight (importance.ts: 0, 1, 10, 50, 250) the other's answers satisfy;
 *   both directions combined by geometric mean; shrunk toward 50 by n / (n + 5) for n shared
 *   questions. A mandatory answer the other does not accept sets `excluded`.
 * - interests (interests-score.ts): rarity-weighted Dice overlap, weight −ln(share of members).
 * - lifestyle (lifestyle-score.ts): looking for 30 %, smoking 20 %, distance 20 %, drinking 15 %,
 *   age 15 %.
 * - communication (communication-score.ts): bio and answer depth; reply behaviour once chatting.
 *
 * The overall percentage is the blend in OVERALL_WEIGHTS, rounded. Values leads (40 %) because it
 * is the only sub-score built from what members say they need in a partner, with their own
 * importance; lifestyle (25 %) holds the practical deal-makers (goals, habits, age, distance);
 * interests (20 %) make good first dates but are weak predictors of a lasting match; communication
 * (15 %) is mostly profile effort until the pair chats. Unknown data scores a neutral 50 so a new
 * member is neither buried nor boosted.
 *
 * Excluded pairs still get scores (a match made before an answer changed still shows its card);
 * the recommendation query must drop them.
 */
import type { Compatibility, CompatibilitySubScore } from '@kindred/contract/compatibility';
import { communicationScore } from './communication-score';
import type { CompatibilityMember, PairContext } from './compatibility-member';
import { clamp } from './compatibility-member';
import { interestsScore } from './interests-score';
import { lifestyleScore } from './lifestyle-score';
import { compatibilityReasons } from './reasons';
import { valuesScore } from './values-score';

export const OVERALL_WEIGHTS: Record<CompatibilitySubScore, number> = {
  values: 0.4,
  interests: 0.2,
  lifestyle: 0.25,
  communication: 0.15,
};

const toPercent = (value: number) => Math.round(clamp(value, 0, 100));

/** The four sub-scores, unrounded, and what the reasons need: the engine without its wording. */
function scorePair(a: CompatibilityMember, b: CompatibilityMember, ctx: PairContext) {
  const values = valuesScore(a, b);
  const interests = interestsScore(a, b, ctx.interestFrequency);
  const exact: Record<CompatibilitySubScore, number> = {
    values: values.score,
    interests: interests.score,
    lifestyle: lifestyleScore(a, b, ctx).score,
    communication: communicationScore(a, b),
  };
  const blended =
    OVERALL_WEIGHTS.values * exact.values +
    OVERALL_WEIGHTS.interests * exact.interests +
    OVERALL_WEIGHTS.lifestyle * exact.lifestyle +
    OVERALL_WEIGHTS.communication * exact.communication;
  return { overall: toPercent(blended), exact, excluded: values.excluded, sharedInterests: interests.shared };
}

/**
 * The overall percentage and the mandatory-answer exclusion only, exactly as `compatibility`
 * computes them: what ranking a whole pool needs (reasons are written for the cards shown).
 */
export function compatibilityOverall(
  a: CompatibilityMember,
  b: CompatibilityMember,
  ctx: PairContext,
): Pick<Compatibility, 'overall' | 'excluded'> {
  const { overall, excluded } = scorePair(a, b, ctx);
  return { overall, excluded };
}

export function compatibility(a: CompatibilityMember, b: CompatibilityMember, ctx: PairContext): Compatibility {
  const { overall, exact, excluded, sharedInterests } = scorePair(a, b, ctx);
  return {
    overall,
    subScores: {
      values: toPercent(exact.values),
      interests: toPercent(exact.interests),
      lifestyle: toPercent(exact.lifestyle),
      communication: toPercent(exact.communication),
    },
    excluded,
    reasons: compatibilityReasons(a, b, ctx, sharedInterests),
  };
}
