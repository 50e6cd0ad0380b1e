import type { Importance } from '@kindred/contract/compatibility';

export { IMPORTANCE_LEVELS, type Importance } from '@kindred/contract/compatibility';

/**
 * How many points a question is worth to the member who answered it (OkCupid's published scale).
 *
 * Why these numbers and not 0..4: the steps are roughly geometric, so one "very" question outweighs
 * five "somewhat" ones and fifty "a little" ones. A member's few strong convictions then decide the
 * score instead of being drowned by many casual answers. "Mandatory" (250) is five times "very":
 * on its own it dominates any realistic set of answers, and a mismatch on it also excludes the pair
 * from recommendations outright (see values-score.ts). "Irrelevant" is 0: the answer is shown on
 * the profile but never counts.
 */
export const IMPORTANCE_WEIGHTS: Record<Importance, number> = {
  irrelevant: 0,
  'a little': 1,
  somewhat: 10,
  very: 50,
  mandatory: 250,
};
