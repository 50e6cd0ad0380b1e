import { DRINKING, LOOKING_FOR, SMOKING } from '@kindred/contract/enums';
import type { CompatibilityMember, PairContext } from './compatibility-member';
import { NEUTRAL_SCORE, clamp } from './compatibility-member';

/**
 * Share of each component in the lifestyle sub-score. What each member is looking for matters most
 * (a marriage-minded and a casual member rarely work out, whatever else they share); smoking more
 * than drinking, because it shapes a shared home and is a common dealbreaker; age and distance are
 * already filtered by the recommendation query, so here they only rank within the limits.
 */
export const LIFESTYLE_WEIGHTS = {
  lookingFor: 0.3,
  smoking: 0.2,
  drinking: 0.15,
  age: 0.15,
  distance: 0.2,
} as const;

export type LifestyleComponent = keyof typeof LIFESTYLE_WEIGHTS;

/** Symmetric tables: the key is the two values sorted and joined by '|'. Same value is always 100. */
export const DRINKING_FIT: Record<string, number> = {
  'Non-drinker|Social drinker': 65,
  'Non-drinker|Regular drinker': 25,
  'Regular drinker|Social drinker': 75,
};

export const SMOKING_FIT: Record<string, number> = {
  'Non-smoker|Social smoker': 40,
  'Non-smoker|Regular smoker': 5,
  'Regular smoker|Social smoker': 70,
};

/** Different goals; "Not sure yet" is open to everything but certain of nothing. */
export const LOOKING_FOR_FIT: Record<string, number> = {
  'Marriage|Relationship': 85,
  'Not sure yet|Relationship': 60,
  'Marriage|Not sure yet': 45,
  'Casual|Not sure yet': 60,
  'Friendship|Not sure yet': 60,
  'Casual|Friendship': 45,
  'Friendship|Relationship': 30,
  'Casual|Relationship': 20,
  'Friendship|Marriage': 15,
  'Casual|Marriage': 5,
};

function tableFit(table: Record<string, number>, known: readonly string[], x: string | null, y: string | null): number {
  if (x === null || y === null || !known.includes(x) || !known.includes(y)) return NEUTRAL_SCORE;
  if (x === y) return 100;
  return table[[x, y].sort().join('|')] ?? NEUTRAL_SCORE;
}

export const drinkingFit = (x: string, y: string) => tableFit(DRINKING_FIT, DRINKING, x, y);
export const smokingFit = (x: string, y: string) => tableFit(SMOKING_FIT, SMOKING, x, y);
export const lookingForFit = (x: string | null, y: string | null) => tableFit(LOOKING_FOR_FIT, LOOKING_FOR, x, y);

/** Years from an edge of the range inside which the fit starts to soften. */
export const AGE_EDGE_YEARS = 2;
/** Fit exactly on the edge of the range. */
export const AGE_EDGE_FIT = 0.85;
/** Years outside the range at which the fit reaches zero. */
export const AGE_OUTSIDE_YEARS = 3;

/**
 * How well `age` sits in `range`, 0 to 1: 1 well inside, softening linearly to 0.85 on the edge
 * (a 35-year-old in a 25–35 range is welcome but not the centre of the search), then falling to 0
 * three years outside. Unknown age: 0.5.
 */
export function ageFit(age: number | null, range: readonly [number, number]): number {
  if (age === null) return 0.5;
  const [min, max] = range;
  const inside = Math.min(age - min, max - age);
  if (inside >= AGE_EDGE_YEARS) return 1;
  if (inside >= 0) return AGE_EDGE_FIT + ((1 - AGE_EDGE_FIT) * inside) / AGE_EDGE_YEARS;
  return AGE_EDGE_FIT * Math.max(0, 1 + inside / AGE_OUTSIDE_YEARS);
}

/**
 * Distance fit, 0 to 1, against the smaller of the two maximum distances: 1 next door, falling
 * linearly to 0.5 at the limit (closer is better, but anyone within the limit is welcome), then to 0
 * at twice the limit. Unknown distance: 0.5.
 */
export function distanceFit(distanceMiles: number | null, maxA: number, maxB: number): number {
  if (distanceMiles === null || !Number.isFinite(distanceMiles)) return 0.5;
  const limit = Math.max(1, Math.min(maxA, maxB));
  const d = Math.max(0, distanceMiles);
  if (d <= limit) return 1 - (0.5 * d) / limit;
  return 0.5 * Math.max(0, 1 - (d - limit) / limit);
}

export interface LifestyleScore {
  /** 0 to 100, not rounded. */
  score: number;
  components: Record<LifestyleComponent, number>;
}

/**
 * DESIGN 6 lifestyle: the weighted mean of five components, each 0 to 100. Age fit is the geometric
 * mean of each member's age within the other's range, so both directions must fit. An unknown value
 * (no drinking answer, no location) counts as neutral (50): it neither helps nor sinks the pair.
 */
export function lifestyleScore(a: CompatibilityMember, b: CompatibilityMember, ctx: PairContext): LifestyleScore {
  const components: Record<LifestyleComponent, number> = {
    lookingFor: lookingForFit(a.lookingFor, b.lookingFor),
    smoking: smokingFit(a.smoking, b.smoking),
    drinking: drinkingFit(a.drinking, b.drinking),
    age: 100 * Math.sqrt(ageFit(a.age, b.ageRange) * ageFit(b.age, a.ageRange)),
    distance: 100 * distanceFit(ctx.distanceMiles, a.maxDistance, b.maxDistance),
  };
  let score = 0;
  for (const key of Object.keys(LIFESTYLE_WEIGHTS) as LifestyleComponent[]) {
    score += LIFESTYLE_WEIGHTS[key] * components[key];
  }
  return { score: clamp(score, 0, 100), components };
}
