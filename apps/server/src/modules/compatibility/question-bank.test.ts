import { QUESTION_CATEGORIES } from '@kindred/contract/compatibility';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK, findQuestion } from './question-bank';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('question bank', () => {
  it('holds at least 40 questions with unique kebab-case ids', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(40);
    const ids = QUESTION_BANK.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
  });

  it('gives every question a category, a question, 2 to 5 distinct options and a short theme', () => {
    for (const question of QUESTION_BANK) {
      expect(QUESTION_CATEGORIES).toContain(question.category);
      expect(question.text.trim()).toMatch(/\?$/);
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(question.options.length).toBeLessThanOrEqual(5);
      const optionIds = question.options.map((option) => option.id);
      expect(new Set(optionIds).size, question.id).toBe(optionIds.length);
      for (const option of question.options) {
        expect(option.id).toMatch(KEBAB);
        expect(option.label.trim()).not.toBe('');
      }
      expect(question.theme).toMatch(/^[a-z][a-z ]{2,30}$/);
    }
  });

  it('covers both values and lifestyle questions', () => {
    expect(QUESTION_BANK.filter((q) => q.category === 'values').length).toBeGreaterThanOrEqual(15);
    expect(QUESTION_BANK.filter((q) => q.category === 'lifestyle').length).toBeGreaterThanOrEqual(15);
  });

  it('finds a question by id and nothing for an unknown id', () => {
    expect(findQuestion('want-children')?.theme).toBe('children');
    expect(findQuestion('no-such-question')).toBeUndefined();
  });
});
