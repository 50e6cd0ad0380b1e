import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './suggestions-for';

const catalogue = ['Hiking', 'Photography', 'Coffee', 'Cycling', 'Yoga', 'Baking'];

describe('suggestionsFor', () => {
  it('offers entries starting with the text first, then those containing it, ignoring case', () => {
    expect(suggestionsFor('  y', catalogue, [])).toEqual(['Yoga', 'Photography', 'Cycling']);
  });

  it('leaves out what the list already holds, whatever its case', () => {
    expect(suggestionsFor('', catalogue, ['hiking', 'Yoga'])).toEqual(['Photography', 'Coffee', 'Cycling', 'Baking']);
  });

  it('offers at most eight', () => {
    const many = Array.from({ length: 20 }, (_, index) => `Sport ${index}`);
    expect(suggestionsFor('sport', many, [])).toHaveLength(8);
  });
});
