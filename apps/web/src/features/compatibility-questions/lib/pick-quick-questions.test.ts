import { describe, expect, it } from 'vitest';
import type { Question } from '../api/get-questions';
import { storedAnswer } from '../test/question-fixtures';
import { pickQuickQuestions } from './pick-quick-questions';

const question = (id: string, category: Question['category']): Question => ({ id, category, text: id, options: [] });
const bank = [
  question('v1', 'values'),
  question('v2', 'values'),
  question('v3', 'values'),
  question('v4', 'values'),
  question('l1', 'lifestyle'),
  question('l2', 'lifestyle'),
];
const ids = (questions: Question[]) => questions.map((picked) => picked.id);

describe('pickQuickQuestions', () => {
  it('takes unanswered values and lifestyle questions in turn, in the bank’s order', () => {
    expect(ids(pickQuickQuestions(bank, [], 5))).toEqual(['v1', 'l1', 'v2', 'l2', 'v3']);
  });

  it('leaves out answered questions and fills up from the other category', () => {
    const answers = [storedAnswer('v1'), storedAnswer('l1'), storedAnswer('l2')];
    expect(ids(pickQuickQuestions(bank, answers, 5))).toEqual(['v2', 'v3', 'v4']);
  });

  it('offers nothing when every question is answered', () => {
    expect(
      pickQuickQuestions(
        bank,
        bank.map((picked) => storedAnswer(picked.id)),
        5,
      ),
    ).toEqual([]);
  });
});
