import { describe, expect, it } from 'vitest';
import { helpItemsResponseSchema } from '@kindred/contract/outreach';
import { readHelpItems } from './get-help-items';

const item = { id: 'h-1', question: 'How do I match?', answer: 'Like each other.', categoryId: 'matches' };

describe('readHelpItems', () => {
  it('accepts and refuses exactly what the contract schema does', () => {
    const answers: unknown[] = [
      { items: [item] },
      { items: [] },
      { items: [{ ...item, extra: true }] },
      { items: [{ ...item, categoryId: 'billing' }] },
      { items: [{ ...item, id: 7 }] },
      { items: [{ question: 'q', answer: 'a', categoryId: 'account' }] },
      { items: 'none' },
      { items: [null] },
      null,
      [],
    ];
    for (const answer of answers) {
      const expected = helpItemsResponseSchema.safeParse(answer);
      if (expected.success) expect(readHelpItems(answer)).toEqual(expected.data.items);
      else expect(() => readHelpItems(answer)).toThrow();
    }
  });
});
