import type { CompatibilityMember, PairContext } from './compatibility-member';
import { profileDepth } from './communication-score';
import { IMPORTANCE_WEIGHTS } from './importance';
import type { SharedInterest } from './interests-score';
import { distanceFit } from './lifestyle-score';
import { findQuestion } from './question-bank';
import { accepts, sharedQuestionIds } from './values-score';

/** The compatibility card shows at most this many reasons. */
export const MAX_REASONS = 3;

/** A sentence for the card and how informative it is (0 to 1); the card shows the most informative. */
export interface Reason {
  text: string;
  weight: number;
}

/** Both must weigh a question at least "somewhat" for agreeing on it to be worth saying. */
const MIN_REASON_IMPORTANCE = IMPORTANCE_WEIGHTS.somewhat;

/** Themes of shared questions where each accepts the other's answer and both care, strongest first. */
export function agreedThemes(a: CompatibilityMember, b: CompatibilityMember): { theme: string; strength: number }[] {
  const strengthByTheme = new Map<string, number>();
  for (const id of sharedQuestionIds(a, b)) {
    const question = findQuestion(id);
    const answerA = a.answers[id]!;
    const answerB = b.answers[id]!;
    if (!question || !accepts(answerA, answerB) || !accepts(answerB, answerA)) continue;
    const strength = Math.min(IMPORTANCE_WEIGHTS[answerA.importance], IMPORTANCE_WEIGHTS[answerB.importance]);
    if (strength < MIN_REASON_IMPORTANCE) continue;
    strengthByTheme.set(question.theme, Math.max(strength, strengthByTheme.get(question.theme) ?? 0));
  }
  return [...strengthByTheme]
    .map(([theme, strength]) => ({ theme, strength }))
    .sort((x, y) => y.strength - x.strength || x.theme.localeCompare(y.theme));
}

function valuesReason(a: CompatibilityMember, b: CompatibilityMember): Reason | null {
  const themes = agreedThemes(a, b).slice(0, 2);
  const first = themes[0];
  if (!first) return null;
  return {
    text: `You agree on ${themes.map((t) => t.theme).join(' and ')}`,
    weight: first.strength >= IMPORTANCE_WEIGHTS.very ? 0.9 : 0.6,
  };
}

function interestsReason(shared: readonly SharedInterest[]): Reason | null {
  if (shared.length === 0) return null;
  const noun = shared.length === 1 ? 'shared interest' : 'shared interests';
  const names = shared.slice(0, 3).map((interest) => interest.label);
  return { text: `${shared.length} ${noun}: ${names.join(', ')}`, weight: Math.min(0.95, 0.45 + 0.15 * shared.length) };
}

const LOOKING_FOR_TEXT: Record<string, string> = {
  Relationship: 'You are both looking for a relationship',
  Marriage: 'You are both looking for marriage',
  Casual: 'You are both looking for something casual',
  Friendship: 'You are both looking for friendship',
  'Not sure yet': 'You are both still working out what you want',
};

function lookingForReason(a: CompatibilityMember, b: CompatibilityMember): Reason | null {
  if (a.lookingFor === null || b.lookingFor === null) return null;
  if (a.lookingFor === b.lookingFor) {
    const text = LOOKING_FOR_TEXT[a.lookingFor];
    return text ? { text, weight: a.lookingFor === 'Not sure yet' ? 0.3 : 0.8 } : null;
  }
  const serious = ['Relationship', 'Marriage'];
  if (serious.includes(a.lookingFor) && serious.includes(b.lookingFor)) {
    return { text: 'You both want something serious', weight: 0.7 };
  }
  return null;
}

export function distanceText(miles: number): string {
  if (miles < 1) return 'You live less than a mile apart';
  const rounded = Math.round(miles);
  return `You live ${rounded} ${rounded === 1 ? 'mile' : 'miles'} apart`;
}

function distanceReason(a: CompatibilityMember, b: CompatibilityMember, ctx: PairContext): Reason | null {
  const miles = ctx.distanceMiles;
  const shown = ctx.shownDistanceMiles === undefined ? miles : ctx.shownDistanceMiles;
  if (miles === null || shown === null || !Number.isFinite(miles) || !Number.isFinite(shown)) return null;
  if (distanceFit(miles, a.maxDistance, b.maxDistance) < 0.5) return null;
  return { text: distanceText(Math.max(0, shown)), weight: miles <= 5 ? 0.7 : miles <= 15 ? 0.5 : 0.25 };
}

const SAME_HABIT_TEXT: Record<string, Reason> = {
  'Non-smoker': { text: 'Neither of you smokes', weight: 0.4 },
  'Social smoker': { text: 'You both smoke socially', weight: 0.3 },
  'Regular smoker': { text: 'You both smoke', weight: 0.3 },
  'Non-drinker': { text: 'Neither of you drinks', weight: 0.4 },
  'Social drinker': { text: 'You both drink socially', weight: 0.35 },
  'Regular drinker': { text: 'You both enjoy a regular drink', weight: 0.35 },
};

function habitReason(x: string, y: string): Reason | null {
  return x === y ? (SAME_HABIT_TEXT[x] ?? null) : null;
}

function depthReason(a: CompatibilityMember, b: CompatibilityMember): Reason | null {
  return profileDepth(a) >= 0.8 && profileDepth(b) >= 0.8
    ? { text: 'You both put real thought into your profiles', weight: 0.3 }
    : null;
}

/**
 * The top reasons for a pair's score, most informative first: strongly held values both accept,
 * shared interests (more and rarer first), the same goal, living close, the same habits, depth.
 * Ties keep that order.
 */
export function compatibilityReasons(
  a: CompatibilityMember,
  b: CompatibilityMember,
  ctx: PairContext,
  sharedInterests: readonly SharedInterest[],
): string[] {
  const candidates = [
    valuesReason(a, b),
    interestsReason(sharedInterests),
    lookingForReason(a, b),
    distanceReason(a, b, ctx),
    habitReason(a.smoking, b.smoking),
    habitReason(a.drinking, b.drinking),
    depthReason(a, b),
  ].filter((reason) => reason !== null);
  return candidates
    .sort((x, y) => y.weight - x.weight)
    .slice(0, MAX_REASONS)
    .map((reason) => reason.text);
}
