import { IMPORTANCE_LEVELS } from '@kindred/contract/compatibility';
import { OVERALL_WEIGHTS } from '../compatibility/compatibility';
import { NEUTRAL_SCORE, clamp, type CompatibilityMember } from '../compatibility/compatibility-member';
import { profileDepth } from '../compatibility/communication-score';
import { IMPORTANCE_WEIGHTS } from '../compatibility/importance';
import { interestWeight } from '../compatibility/interests-score';
import {
  LIFESTYLE_WEIGHTS,
  ageFit,
  distanceFit,
  drinkingFit,
  lookingForFit,
  smokingFit,
} from '../compatibility/lifestyle-score';
import { VALUES_SHRINK_K } from '../compatibility/values-score';
import type { InterestFrequencies } from './interest-frequencies';
import { INTEREST_COLUMNS, type MemberColumns } from './member-columns';
import {
  QUESTION_COLUMNS,
  ageFromBirth,
  answerAccepts,
  answerChoice,
  answerImportance,
  dateNumber,
  interestCodes,
  packAnswer,
} from './packed-members';

/** What the scorer answers for a member who cannot reach the overall asked for (below any percentage). */
export const BELOW = -1;

const WEIGHT_BY_INDEX = IMPORTANCE_LEVELS.map((level) => IMPORTANCE_WEIGHTS[level]);
const MANDATORY = IMPORTANCE_LEVELS.indexOf('mandatory');

/**
 * The compatibility engine's overall score for one seeker against members held as columns
 * (member-columns.ts), computed with the engine's own rules, tables and order of operations, so
 * it equals `compatibilityOverall` to the last bit (packed-score.test.ts checks random pairs).
 * Only pairs that have never chatted are ranked, so reply behaviour never enters.
 */
export function createPackedScorer(
  store: MemberColumns,
  seeker: CompatibilityMember,
  shares: InterestFrequencies,
  today: Date,
) {
  const { columns: c, dictionary } = store;
  const todayNumber = dateNumber(today);

  const own = new Uint16Array(QUESTION_COLUMNS);
  for (const [questionId, answer] of Object.entries(seeker.answers)) {
    const packed = packAnswer(questionId, answer);
    if (packed) own[packed.column] = packed.packed;
  }
  const answeredColumns = [...own.keys()].filter((column) => own[column] !== 0);

  // By dictionary code (NaN: not asked yet); codes are 16-bit, and a typed array reads faster than a Map.
  const weights = new Float64Array(65536).fill(Number.NaN);
  const weightOf = (code: number) => {
    let weight = weights[code]!;
    if (Number.isNaN(weight)) {
      weight = interestWeight(shares.share(dictionary.string(code) ?? ''));
      weights[code] = weight;
    }
    return weight;
  };
  const ownInterests = interestCodes(seeker.interests, dictionary);
  let ownTotal = 0;
  for (const code of ownInterests) ownTotal += weightOf(code);
  // Shared interests are summed rarest first, as the engine lists them.
  const ownByWeight = [...ownInterests].sort((a, b) => weightOf(b) - weightOf(a));

  const fits = new Map<number, number>();
  const fit = (table: (x: string, y: string) => number, kind: number, mine: string | null, theirs: number) => {
    const key = (kind * 65536 + theirs) * 4;
    let value = fits.get(key);
    if (value === undefined) {
      value = table(mine as string, dictionary.string(theirs) as string);
      fits.set(key, value);
    }
    return value;
  };
  const ownDepth = profileDepth(seeker);

  function values(slot: number): { score: number; excluded: boolean } {
    const base = slot * QUESTION_COLUMNS;
    let shared = 0;
    let possibleOwn = 0;
    let earnedOwn = 0;
    let possibleTheirs = 0;
    let earnedTheirs = 0;
    let excluded = false;
    for (const column of answeredColumns) {
      const theirs = c.answers[base + column]!;
      if (theirs === 0) continue;
      const mine = own[column]!;
      shared++;
      const ownImportance = answerImportance(mine);
      const theirImportance = answerImportance(theirs);
      const ownAccepts = answerAccepts(mine, answerChoice(theirs));
      const theyAccept = answerAccepts(theirs, answerChoice(mine));
      possibleOwn += WEIGHT_BY_INDEX[ownImportance]!;
      if (ownAccepts) earnedOwn += WEIGHT_BY_INDEX[ownImportance]!;
      possibleTheirs += WEIGHT_BY_INDEX[theirImportance]!;
      if (theyAccept) earnedTheirs += WEIGHT_BY_INDEX[theirImportance]!;
      if ((ownImportance === MANDATORY && !ownAccepts) || (theirImportance === MANDATORY && !theyAccept)) {
        excluded = true;
      }
    }
    if (shared === 0) return { score: NEUTRAL_SCORE, excluded };
    const satisfiedOwn = possibleOwn === 0 ? 0.5 : earnedOwn / possibleOwn;
    const satisfiedTheirs = possibleTheirs === 0 ? 0.5 : earnedTheirs / possibleTheirs;
    const raw = 100 * Math.sqrt(satisfiedOwn * satisfiedTheirs);
    return { score: NEUTRAL_SCORE + ((raw - NEUTRAL_SCORE) * shared) / (shared + VALUES_SHRINK_K), excluded };
  }

  function interests(slot: number): number {
    const count = c.interestCount[slot]!;
    if (ownInterests.length === 0 || count === 0) return NEUTRAL_SCORE;
    const start = slot * INTEREST_COLUMNS;
    const end = start + count;
    let theirTotal = 0;
    for (let i = start; i < end; i++) theirTotal += weightOf(c.interests[i]!);
    let shared = 0;
    for (const code of ownByWeight) {
      for (let i = start; i < end; i++) {
        if (c.interests[i] === code) {
          shared += weightOf(code);
          break;
        }
      }
    }
    const dice = (2 * shared) / (ownTotal + theirTotal);
    return 100 * Math.sqrt(Math.min(1, dice));
  }

  function lifestyle(slot: number, distanceMiles: number | null): number {
    const theirAge = ageFromBirth(c.birth[slot]!, todayNumber);
    let score = 0;
    score += LIFESTYLE_WEIGHTS.lookingFor * fit(lookingForFit, 1, seeker.lookingFor, c.lookingFor[slot]!);
    score += LIFESTYLE_WEIGHTS.smoking * fit(smokingFit, 2, seeker.smoking, c.smoking[slot]!);
    score += LIFESTYLE_WEIGHTS.drinking * fit(drinkingFit, 3, seeker.drinking, c.drinking[slot]!);
    score +=
      LIFESTYLE_WEIGHTS.age *
      (100 * Math.sqrt(ageFit(seeker.age, [c.ageMin[slot]!, c.ageMax[slot]!]) * ageFit(theirAge, seeker.ageRange)));
    score += LIFESTYLE_WEIGHTS.distance * (100 * distanceFit(distanceMiles, seeker.maxDistance, c.maxDistance[slot]!));
    return clamp(score, 0, 100);
  }

  function communication(slot: number): number {
    const theirDepth = profileDepth({ bioLength: c.bioLength[slot]!, answeredCount: c.answered[slot]! });
    return 100 * (((ownDepth + theirDepth) / 2) * (1 - Math.abs(ownDepth - theirDepth) / 2));
  }

  /** The overall percentage a blend of sub-scores at most this high rounds to (a hair above, for float order). */
  const atMost = (blended: number) => Math.round(clamp(blended + 1e-9, 0, 100));

  /**
   * The overall percentage for the member in `slot`, or null when a mandatory answer excludes the
   * pair. With `needed`, the cheap sub-scores go first and a member who cannot reach it even with
   * full marks for the rest gets BELOW instead (a dense city's deck keeps 200 of tens of thousands).
   */
  return function overall(slot: number, distanceMiles: number | null, needed = 0): number | null {
    const lifestyleScore = lifestyle(slot, distanceMiles);
    const communicationScore = communication(slot);
    const rest = OVERALL_WEIGHTS.lifestyle * lifestyleScore + OVERALL_WEIGHTS.communication * communicationScore;
    // Values shrinks towards neutral with few shared answers; they share at most as many as either answered.
    const mostShared = Math.min(answeredColumns.length, c.answered[slot]!);
    const valuesAtMost =
      mostShared === 0
        ? NEUTRAL_SCORE
        : NEUTRAL_SCORE + ((100 - NEUTRAL_SCORE) * mostShared) / (mostShared + VALUES_SHRINK_K);
    const valuesPart = OVERALL_WEIGHTS.values * valuesAtMost;
    if (atMost(rest + valuesPart + 100 * OVERALL_WEIGHTS.interests) < needed) return BELOW;
    const interestsScore = interests(slot);
    if (atMost(rest + valuesPart + OVERALL_WEIGHTS.interests * interestsScore) < needed) return BELOW;
    const value = values(slot);
    if (value.excluded) return null;
    // In the engine's order of operations, so the result is its to the last bit.
    const blended =
      OVERALL_WEIGHTS.values * value.score +
      OVERALL_WEIGHTS.interests * interestsScore +
      OVERALL_WEIGHTS.lifestyle * lifestyleScore +
      OVERALL_WEIGHTS.communication * communicationScore;
    return Math.round(clamp(blended, 0, 100));
  };
}
