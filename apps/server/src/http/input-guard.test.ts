import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { MAX_INPUT_DEPTH, unsafeInput } from './input-guard';

describe('the input guard', () => {
  it('names the field holding an invisible character, however deep', () => {
    const refused = unsafeInput({ profile: { questions: [{ question: 'Why?', answer: 'x\u0000' }] } });
    expect(refused?.statusCode).toBe(400);
    expect(refused?.message).toBe(MESSAGES.invisibleCharacters('answer'));
    expect(refused?.errors).toEqual([
      { path: 'profile.questions.0.answer', message: MESSAGES.invisibleCharacters('answer') },
    ]);
  });

  it('checks keys too, and lets tabs, line breaks and emoji through', () => {
    expect(unsafeInput({ ['a\u0000']: 1 })?.message).toBe(MESSAGES.invisibleCharacters('The request'));
    expect(unsafeInput({ bio: 'one\ntwo\tthree 😀', n: 1, ok: true, none: null })).toBeNull();
    expect(unsafeInput(undefined)).toBeNull();
  });

  it('names where a nested key or a bare string sits', () => {
    expect(unsafeInput({ a: [{ ['b\u0000']: 1 }] })?.errors).toEqual([
      { path: 'a.0', message: MESSAGES.invisibleCharacters('a') },
    ]);
    expect(unsafeInput('x\u0001', ['note'])?.errors).toEqual([
      { path: 'note', message: MESSAGES.invisibleCharacters('note') },
    ]);
    expect(unsafeInput({ list: ['fine', 'bad\u007f'] }, ['body'])?.errors).toEqual([
      { path: 'body.list.1', message: MESSAGES.invisibleCharacters('list') },
    ]);
  });

  it('stops at the depth limit without walking the rest', () => {
    let deep: unknown = 'end';
    for (let level = 0; level < 1_000_000; level += 1) deep = [deep];
    expect(unsafeInput(deep)?.message).toBe(MESSAGES.bodyNestedTooDeeply);

    let allowed: unknown = 'end';
    for (let level = 0; level < MAX_INPUT_DEPTH; level += 1) allowed = { a: allowed };
    expect(unsafeInput(allowed)).toBeNull();
  });
});
