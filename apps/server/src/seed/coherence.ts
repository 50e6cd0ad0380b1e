import type { DRINKING } from '@kindred/contract/enums';
import { type ProfileGender } from '@kindred/contract/enums';
import { AVATAR_STYLES, type AvatarLook, type AvatarStyle } from './avatar-photos';
import { INSTAGRAM_WORDS } from './profile-details';
import type { Random } from './random';

// Issue 21 point 13: seeded people hold together. A handle comes from the member's own name, an
// interest never contradicts the lifestyle, a portrait's style can draw the stated gender, and
// only a reason makes someone verified.

/** Interests a lifestyle rules out: no "I see you're into Wine" to a non-drinker. */
export const INTERESTS_RULED_OUT: Partial<Record<(typeof DRINKING)[number], readonly string[]>> = {
  'Non-drinker': ['Wine', 'Craft Beer'],
};

export function interestsFitting(interests: readonly string[], drinking: string): string[] {
  const ruledOut = new Set(INTERESTS_RULED_OUT[drinking as (typeof DRINKING)[number]] ?? []);
  return interests.filter((interest) => !ruledOut.has(interest));
}

/** "maya.trails27": the member's first name, lower case, letters only, then a word and a number. */
export function instagramFor(name: string, random: Random): string {
  const base = name.toLowerCase().replace(/[^a-z]/g, '');
  return `${base}.${random.pick(INSTAGRAM_WORDS)}${random.int(1, 99)}`;
}

/** Styles whose hair (and beard) the seed chooses; the others draw either at random. */
export const STYLES_WITH_CHOSEN_HAIR: readonly AvatarStyle[] = ['avataaars', 'openPeeps'];

/** A portrait that fits the gender: long hair for women, short for men, a beard only on men. */
export function avatarFor(gender: ProfileGender, seed: string, random: Random): AvatarLook {
  const binary = gender === 'female' || gender === 'male';
  return {
    style: random.pick(binary ? STYLES_WITH_CHOSEN_HAIR : AVATAR_STYLES),
    seed,
    bearded: gender === 'male' && random.chance(0.4),
    hair: gender === 'female' ? 'long' : gender === 'male' ? 'short' : 'any',
  };
}

/**
 * Why a seeded account shows the verified badge, or null. The badge means a confirmed e-mail
 * address; the demo accounts' are confirmed by the seed so they can sign in at once, while the
 * generated members' addresses (`@seed.kindred.invalid`) can never be confirmed.
 */
export const DEMO_VERIFICATION = 'demo account: the seed confirms its address so it can sign in at once';
