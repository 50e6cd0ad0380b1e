import { describe, expect, it } from 'vitest';
import { createRememberedSet } from './remembered-set';

describe('createRememberedSet', () => {
  it('remembers up to its limit, then forgets the entry added first', () => {
    const remembered = createRememberedSet(2);
    remembered.add('a');
    remembered.add('b');
    expect([remembered.has('a'), remembered.has('b')]).toEqual([true, true]);
    remembered.add('c');
    expect([remembered.has('a'), remembered.has('b'), remembered.has('c')]).toEqual([false, true, true]);
  });

  it('keeps one entry for a key added twice', () => {
    const remembered = createRememberedSet(2);
    remembered.add('a');
    remembered.add('a');
    remembered.add('b');
    expect([remembered.has('a'), remembered.has('b')]).toEqual([true, true]);
  });
});
