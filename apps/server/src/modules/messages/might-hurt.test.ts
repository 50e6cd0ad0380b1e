import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { mightHurt, mightHurtHasQuickCheck } from './might-hurt';

const obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** A seeded generator, so a failure names a text that fails again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const PIECES = [
  'fu',
  'ck',
  'sh',
  'it',
  'b1t',
  'ch',
  'a$$',
  'ass',
  'cla',
  'pen',
  ' is ',
  'cock',
  'tail',
  'nig',
  'ga',
  'cunt',
  'horpe',
  'uuu',
  '.',
  ' ',
  'hello ',
  'how ',
  'are ',
  'you',
  '🙂',
  'é',
  '0',
  '@',
  '|<',
  'dick',
  'ens',
  'twat',
  'er',
];

describe('mightHurt', () => {
  it('checks in one pass first (obscenity 0.4 inside as expected)', () => {
    expect(mightHurtHasQuickCheck).toBe(true);
  });

  it("gives obscenity's own answer for flagged, whitelisted and made-up texts", () => {
    const next = random(84);
    const texts = [
      'You are a stupid b1tch',
      'the pen is mightier',
      'Assassin’s Creed?',
      'Scunthorpe',
      'Dickens',
      'f u c k',
    ];
    for (let i = 0; i < 4000; i += 1) {
      let text = '';
      const length = 1 + Math.floor(next() * 8);
      for (let j = 0; j < length; j += 1) text += PIECES[Math.floor(next() * PIECES.length)];
      texts.push(text);
    }
    const flagged = texts.filter((text) => obscenity.hasMatch(text));
    // Both kinds are well represented, so agreement says something.
    expect(flagged.length).toBeGreaterThan(500);
    expect(texts.length - flagged.length).toBeGreaterThan(500);
    for (const text of texts) expect(mightHurt(text), text).toBe(obscenity.hasMatch(text));
  });
});
