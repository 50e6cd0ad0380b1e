import type { CompatibilityMember, QuestionAnswer } from './compatibility-member';
import { NEUTRAL_SCORE } from './compatibility-member';
import { IMPORTANCE_WEIGHTS } from './importance';

/**
 * How many shared questions it takes to trust the raw score halfway: the score is
 * 50 + (raw - 50) * n / (n + K). With K = 5, one shared question moves the score a sixth of the way
 * from 50 to raw, five questions half of the way, twenty questions 80 %. Two strangers who happen to
 * agree on one question are not a 100 % values match; members who share many answers get the score
 * their answers earn.
 */
export const VALUES_SHRINK_K = 5;

export interface ValuesScore {
  /** 0 to 100, not rounded. */
  score: number;
  /** Questions both members answered. */
  shared: number;
  /** A mandatory answer of either member is outside what the other accepts. */
  excluded: boolean;
}

/** Question ids both answered, sorted so that sums never depend on which member comes first. */
export function sharedQuestionIds(a: CompatibilityMember, b: CompatibilityMember): string[] {
  return Object.keys(a.answers)
    .filter((id) => Object.hasOwn(b.answers, id))
    .sort();
}

/** True when `other`'s answer is one that `own` accepts. */
export function accepts(own: QuestionAnswer, other: QuestionAnswer): boolean {
  return own.accepted.includes(other.answer);
}

/**
 * How well `by`'s answers satisfy `of`, 0 to 1: the importance points `of` gives to shared questions
 * where `by`'s answer is accepted, over all the points `of` gives to shared questions. A member who
 * marked every shared question irrelevant expresses no preference: 0.5.
 */
export function satisfaction(of: CompatibilityMember, by: CompatibilityMember, ids: readonly string[]): number {
  let earned = 0;
  let possible = 0;
  for (const id of ids) {
    const own = of.answers[id];
    const other = by.answers[id];
    if (!own || !other) continue;
    const weight = IMPORTANCE_WEIGHTS[own.importance];
    possible += weight;
    if (accepts(own, other)) earned += weight;
  }
  return possible === 0 ? 0.5 : earned / possible;
}

/** True when either member has a mandatory question whose answer from the other they do not accept. */
export function hasMandatoryMismatch(
  a: CompatibilityMember,
  b: CompatibilityMember,
  ids: readonly string[] = sharedQuestionIds(a, b),
): boolean {
  return ids.some((id) => {
    const answerA = a.answers[id]!;
    const answerB = b.answers[id]!;
    return (
      (answerA.importance === 'mandatory' && !accepts(answerA, answerB)) ||
      (answerB.importance === 'mandatory' && !accepts(answerB, answerA))
    );
  });
}

/**
 * DESIGN 6 values: both directions' satisfaction combined by geometric mean (so a pair where one
 * side is delighted and the other not at all scores low, not average), then shrunk toward 50 by
 * the number of shared questions. A question only one member answered does not count; neither
 * does a mandatory one: excluding needs both answers.
 */
export function valuesScore(a: CompatibilityMember, b: CompatibilityMember): ValuesScore {
  const ids = sharedQuestionIds(a, b);
  const n = ids.length;
  const excluded = hasMandatoryMismatch(a, b, ids);
  if (n === 0) return { score: NEUTRAL_SCORE, shared: 0, excluded };
  const raw = 100 * Math.sqrt(satisfaction(a, b, ids) * satisfaction(b, a, ids));
  const score = NEUTRAL_SCORE + ((raw - NEUTRAL_SCORE) * n) / (n + VALUES_SHRINK_K);
  return { score, shared: n, excluded };
}
