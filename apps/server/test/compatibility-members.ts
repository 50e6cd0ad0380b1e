// Test helpers: members for the compatibility engine's tests. Not used by the engine itself.
import { DRINKING, LOOKING_FOR, SMOKING } from '@kindred/contract/enums';
import type {
  CompatibilityMember,
  PairContext,
  QuestionAnswer,
} from '../src/modules/compatibility/compatibility-member';
import { IMPORTANCE_LEVELS, type Importance } from '../src/modules/compatibility/importance';
import { QUESTION_BANK } from '../src/modules/compatibility/question-bank';

export function member(overrides: Partial<CompatibilityMember> = {}): CompatibilityMember {
  return {
    answers: {},
    interests: [],
    lookingFor: 'Relationship',
    drinking: 'Social drinker',
    smoking: 'Non-smoker',
    age: 30,
    ageRange: [25, 35],
    maxDistance: 25,
    bioLength: 120,
    answeredCount: 0,
    ...overrides,
  };
}

export function answer(chosen: string, accepted: readonly string[], importance: Importance): QuestionAnswer {
  return { answer: chosen, accepted, importance };
}

export function pairContext(overrides: Partial<PairContext> = {}): PairContext {
  return { distanceMiles: 10, interestFrequency: () => 0.1, ...overrides };
}

/** mulberry32: a small seeded generator, so random tests fail the same way every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POOL_INTERESTS = [
  'Hiking',
  'Coffee',
  'Art',
  'Music',
  'Travel',
  'Yoga',
  'Gaming',
  'Rock Climbing',
  'Wine',
  'Dogs',
];

export function randomMember(random: () => number): CompatibilityMember {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const answers: Record<string, QuestionAnswer> = {};
  for (const question of QUESTION_BANK) {
    if (random() < 0.5) continue;
    const ids = question.options.map((option) => option.id);
    const accepted = ids.filter(() => random() < 0.5);
    answers[question.id] = answer(pick(ids), accepted, pick(IMPORTANCE_LEVELS));
  }
  const min = 18 + Math.floor(random() * 40);
  return {
    answers,
    interests: POOL_INTERESTS.filter(() => random() < 0.3),
    lookingFor: random() < 0.1 ? null : pick(LOOKING_FOR),
    drinking: random() < 0.1 ? '' : pick(DRINKING),
    smoking: random() < 0.1 ? '' : pick(SMOKING),
    age: random() < 0.05 ? null : 18 + Math.floor(random() * 60),
    ageRange: [min, min + Math.floor(random() * 30)],
    maxDistance: 1 + Math.floor(random() * 100),
    bioLength: Math.floor(random() * 500),
    answeredCount: Object.keys(answers).length,
    replyStats: random() < 0.3 ? { replyRate: random(), medianReplyMinutes: Math.floor(random() * 5000) } : undefined,
  };
}

export function randomContext(random: () => number): PairContext {
  const shares = new Map<string, number>();
  return {
    distanceMiles: random() < 0.1 ? null : random() * 200,
    interestFrequency: (interest) => {
      if (!shares.has(interest)) shares.set(interest, random());
      return shares.get(interest)!;
    },
  };
}
