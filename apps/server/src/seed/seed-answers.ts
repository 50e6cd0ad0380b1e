import type { Importance } from '@kindred/contract/compatibility';
import { QUESTION_BANK } from '../modules/compatibility/question-bank';
import { createRandom, type Random } from './random';

export interface SeedAnswer {
  questionId: string;
  answer: string;
  accepted: string[];
  importance: Importance;
}

/** Roughly how people answer: most questions matter somewhat, few are dealbreakers. */
const IMPORTANCE_WEIGHTS: [Importance, number][] = [
  ['irrelevant', 8],
  ['a little', 24],
  ['somewhat', 36],
  ['very', 27],
  ['mandatory', 4],
];

function acceptedFor(optionIds: string[], own: string, importance: Importance, random: Random): string[] {
  // Options sit in order (yes .. no), so neighbours of one's own answer are the usual compromise.
  const at = optionIds.indexOf(own);
  const reach = importance === 'mandatory' || importance === 'very' ? 1 : random.int(1, 2);
  const accepted = optionIds.filter((_, index) => Math.abs(index - at) <= reach);
  return importance === 'irrelevant' ? optionIds : accepted;
}

/**
 * 15 to 30 answers of the bank for the seeded member `key`: the same answers on every run. The demo
 * accounts and their admirers have no dealbreakers, so the match the demo promises always happens.
 */
export function seedAnswersFor(key: string, { dealbreakers = true } = {}): SeedAnswer[] {
  const random = createRandom(`kindred-answers-${key}`);
  const weights = dealbreakers ? IMPORTANCE_WEIGHTS : IMPORTANCE_WEIGHTS.filter(([level]) => level !== 'mandatory');
  return random.sample(QUESTION_BANK, random.int(15, 30)).map((question) => {
    const optionIds = question.options.map((option) => option.id);
    const answer = random.pick(optionIds);
    const importance = random.weighted(weights);
    return {
      questionId: question.id,
      answer,
      accepted: acceptedFor(optionIds, answer, importance, random),
      importance,
    };
  });
}
