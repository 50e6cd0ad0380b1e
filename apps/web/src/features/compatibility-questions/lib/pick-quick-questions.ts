import type { StoredAnswer } from '@kindred/contract/compatibility';
import type { Question } from '../api/get-questions';

/**
 * The questions onboarding offers: unanswered ones in the bank's order, taking values and
 * lifestyle in turn so that a few answers already feed both sub-scores.
 */
export function pickQuickQuestions(questions: readonly Question[], answers: readonly StoredAnswer[], count: number) {
  const answered = new Set(answers.map((answer) => answer.questionId));
  const open = questions.filter((question) => !answered.has(question.id));
  const values = open.filter((question) => question.category === 'values');
  const lifestyle = open.filter((question) => question.category === 'lifestyle');
  const picked: Question[] = [];
  while (picked.length < count && (values.length > 0 || lifestyle.length > 0)) {
    const next =
      picked.length % 2 === 0 ? (values.shift() ?? lifestyle.shift()) : (lifestyle.shift() ?? values.shift());
    if (next) picked.push(next);
  }
  return picked;
}
