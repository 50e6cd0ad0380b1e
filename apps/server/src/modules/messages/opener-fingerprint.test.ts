import { describe, expect, it } from 'vitest';
import { openerFingerprint } from './opener-fingerprint';

const OPENER = 'Hello gorgeous, I would love to get to know you better';

describe('openerFingerprint', () => {
  it('reads the same opener however it is cased, spaced, accented or spelt with look-alikes', () => {
    const base = openerFingerprint(OPENER);
    expect(base).not.toBeNull();
    for (const variant of [
      OPENER.toUpperCase(),
      `${OPENER}!!! 😍😍`,
      OPENER.split('').join(' '),
      'Hell0 g0rge0us, I w0uld l0ve t0 get t0 kn0w y0u better',
      'Héllo górgeous — I would love to get to know you better',
      'Ｈｅｌｌｏ gorgeous, I would love to get to know you better',
    ]) {
      expect(openerFingerprint(variant), variant).toBe(base);
    }
  });

  it('tells different openers apart', () => {
    expect(openerFingerprint('Hello gorgeous, I would love to get to know you')).not.toBe(openerFingerprint(OPENER));
  });

  it('leaves greetings without a fingerprint', () => {
    for (const greeting of ['Hey!', 'hi there :)', 'Hello, how are you?', "Hi, how's your day going?", '👋👋👋', '']) {
      expect(openerFingerprint(greeting), greeting).toBeNull();
    }
  });
});
