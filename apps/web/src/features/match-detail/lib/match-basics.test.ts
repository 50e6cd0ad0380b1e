import { describe, expect, it } from 'vitest';
import { matchProfile } from '../test/match-fixture';
import { instagramHandle, matchBasics } from './match-basics';

describe('matchBasics', () => {
  it('lists every basic the member filled in, in the spec order, with its label', () => {
    expect(matchBasics(matchProfile()).map(({ label, value }) => [label, value])).toEqual([
      ['Work', 'Chef'],
      ['Education', "Bachelor's Degree"],
      ['Height', `5'10"`],
      ['Looking for', 'Relationship'],
      ['Languages', 'English, Spanish'],
      ['Instagram', '@jordan.cooks'],
      ['Drinking', 'Social drinker'],
      ['Smoking', 'Non-smoker'],
      ['Zodiac', 'Leo'],
    ]);
  });

  it('leaves out the ones that are blank, missing or empty lists', () => {
    const basics = matchBasics(
      matchProfile({
        occupation: '',
        education: '   ',
        lookingFor: null,
        languages: [],
        instagram: '',
        drinking: '',
        zodiac: '',
      }),
    );
    expect(basics.map((basic) => basic.label)).toEqual(['Height', 'Smoking']);
  });

  it('shows an Instagram handle once with its @', () => {
    expect(matchBasics(matchProfile({ instagram: '@jordan' })).find((b) => b.key === 'instagram')?.value).toBe(
      '@jordan',
    );
  });
});

describe('instagramHandle', () => {
  it('accepts what Instagram accepts and nothing else', () => {
    expect(instagramHandle('@jordan.cooks')).toBe('jordan.cooks');
    expect(instagramHandle('jordan_1')).toBe('jordan_1');
    expect(instagramHandle('https://evil.example/x')).toBeNull();
    expect(instagramHandle('two words')).toBeNull();
  });
});
