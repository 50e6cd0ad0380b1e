import { Camera, Heart, MountainSnow } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CARD_ICON_INTERESTS } from '@kindred/contract/enums';
import { iconForInterest } from './interest-icon';

describe('interest icons on match cards (SPEC 3)', () => {
  it('gives each of the 16 listed interests its own icon, and every other interest a heart', () => {
    const icons = CARD_ICON_INTERESTS.map(iconForInterest);
    expect(icons).not.toContain(Heart);
    expect(new Set(icons).size).toBe(CARD_ICON_INTERESTS.length);
    expect(iconForInterest('Gardening')).toBe(Heart);
    expect(iconForInterest('Dancing')).toBe(Heart);
  });

  it('finds the icon whatever the case or spacing of the interest', () => {
    expect(iconForInterest('photography')).toBe(Camera);
    expect(iconForInterest(' Rock Climbing ')).toBe(MountainSnow);
  });
});
