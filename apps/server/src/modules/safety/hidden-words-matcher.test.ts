import { describe, expect, it } from 'vitest';
import { compileHiddenWords, searchableText } from './hidden-words-matcher';

const hides = (entries: string[], text: string) => compileHiddenWords(entries).matches(text);

describe('the Hidden Words matcher', () => {
  it.each([
    'I love pineapple on pizza',
    'PINEAPPLE!',
    'p i n e a p p l e',
    'P.I.N.E.A.P.P.L.E',
    'pineappl3',
    'p1neapple',
    'pineeeaaapple',
    'two pineapples please',
    'ｐｉｎｅａｐｐｌｅ',
    'рineаpple', // Cyrillic р and а
  ])('hides "%s" for "pineapple"', (text) => {
    expect(hides(['pineapple'], text)).toBe(true);
  });

  // A word cut in two at a space reads as two words: only letters spelled out one at a time join.
  it.each(['pineapplejuice', 'apple pie', 'pine', 'pinapple', 'the pine and the apple', 'pine apple'])(
    'does not hide "%s" for "pineapple"',
    (text) => {
      expect(hides(['pineapple'], text)).toBe(false);
    },
  );

  it('reads entries and messages without case or accents', () => {
    expect(hides(['café'], 'Meet me at the cafe')).toBe(true);
    expect(hides(['café'], 'CAFÉ tonight?')).toBe(true);
    expect(hides(['cafe'], 'un café noir')).toBe(true);
    expect(hides(['CAFÉ'], 'cafe\u0301 au lait')).toBe(true);
    expect(hides(['café'], 'cafeteria')).toBe(false);
  });

  it('matches whole words: "ass" hides "ass" and "a s s", never "class", "assume" or "pass"', () => {
    for (const text of ['what an ass', 'a s s', 'a$$', 'asses']) expect(hides(['ass'], text)).toBe(true);
    for (const text of ['first class', 'I assume so', 'pass the salt', 'as soon as', 'c l a s s'.replace(/ /g, '')]) {
      expect(hides(['ass'], text)).toBe(false);
    }
  });

  it('does not join separate words into a spelled-out one', () => {
    expect(hides(['sex'], "it's ex-boyfriend time")).toBe(false);
    expect(hides(['sex'], 's e x')).toBe(true);
  });

  it('matches phrases with or without the space', () => {
    expect(hides(['hot dog'], 'Want a hot dog?')).toBe(true);
    expect(hides(['hot dog'], 'hotdog stand')).toBe(true);
    expect(hides(['hot dog'], 'h o t d o g')).toBe(true);
    expect(hides(['hot dog'], 'a hot day with my dog')).toBe(false);
  });

  it('finds emoji anywhere, with or without a presentation selector or skin tone', () => {
    expect(hides(['🍍'], 'look🍍look')).toBe(true);
    expect(hides(['❤️'], 'love you ❤')).toBe(true);
    expect(hides(['❤'], 'love you ❤️')).toBe(true);
    expect(hides(['👍'], 'sure 👍🏽')).toBe(true);
    expect(hides(['🍍'], 'no fruit here 🍎')).toBe(false);
  });

  it('hides nothing with an empty list, and reads digits as digits when no letter is beside them', () => {
    expect(hides([], 'anything at all')).toBe(false);
    expect(hides(['ie'], 'call me at 13')).toBe(false);
    expect(searchableText('I have 3 cats, h3llo')).toBe('i have 3 cats hello');
  });

  it('finds the one entry of a full list of 1,000 long entries that a message holds', () => {
    const entries = Array.from(
      { length: 1000 },
      (_, index) => `phrase number ${index} of many words ${'x'.repeat(12)}`,
    );
    const matcher = compileHiddenWords(entries);
    const text = 'An ordinary opening line about hiking and coffee and books. '.repeat(8);
    expect(matcher.matches(text)).toBe(false);
    expect(matcher.matches(`${text} phrase number 999 of many words ${'x'.repeat(12)}`)).toBe(true);
    expect(matcher.matches(`${text} phrase number 1000 of many words ${'x'.repeat(12)}`)).toBe(false);
  });
});
