import { createAvatar } from '@dicebear/core';
import { avataaars, lorelei, notionists, openPeeps } from '@dicebear/collection';
import sharp from 'sharp';
import type { PhotoPixels } from '../modules/photos/image-pipeline';
import type { Random } from './random';

// Styles whose artwork is CC0 or free for commercial use without attribution (personas,
// adventurer and micah are CC BY 4.0 and would need a credit in the app).
export const AVATAR_STYLES = ['lorelei', 'notionists', 'avataaars', 'openPeeps'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

export interface AvatarLook {
  style: AvatarStyle;
  seed: string;
  bearded: boolean;
  hair: 'long' | 'short' | 'any';
}

/**
 * Seeded photos are square portraits. 960 px is sharp enough for the 1080 width (vector art scales
 * cleanly) and costs about a fifth less image work than 1080, which decides how long a seed takes.
 */
const PORTRAIT_SIZE = 960;

const BACKGROUNDS = [
  '#f6d5c8',
  '#c9e4de',
  '#d7d2f7',
  '#fbe7a1',
  '#c6def1',
  '#f2c6de',
  '#dbcdf0',
  '#faedcb',
  '#e2ece9',
  '#f7d9c4',
  '#bee1e6',
  '#fde2e4',
  '#cddafd',
  '#d8e2dc',
  '#ffe5d9',
  '#e9f5db',
] as const;

const LONG_HAIR = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'frida',
  'fro',
  'froBand',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
  'bigHair',
  'dreads',
] as const;
const SHORT_HAIR = [
  'shortCurly',
  'shortFlat',
  'shortRound',
  'shortWaved',
  'theCaesar',
  'theCaesarAndSidePart',
  'sides',
  'shaggy',
  'dreads01',
  'dreads02',
  'frizzle',
  'fro',
] as const;

const PEEPS_LONG_HAIR = [
  'bangs',
  'bangs2',
  'bantuKnots',
  'bun',
  'bun2',
  'buns',
  'long',
  'longAfro',
  'longBangs',
  'longCurly',
  'medium1',
  'medium2',
  'medium3',
  'mediumBangs',
  'mediumBangs2',
  'mediumBangs3',
  'mediumStraight',
  'twists',
  'twists2',
] as const;
const PEEPS_SHORT_HAIR = [
  'short1',
  'short2',
  'short3',
  'short4',
  'short5',
  'flatTop',
  'pomp',
  'shaved1',
  'shaved2',
  'shaved3',
  'noHair1',
  'noHair2',
  'cornrows',
  'cornrows2',
  'dreads1',
  'dreads2',
  'afro',
] as const;

/** The portrait without a background: each photo of a person puts it on a different one. */
function portraitSvg(look: AvatarLook): string {
  const common = { seed: look.seed, size: PORTRAIT_SIZE };
  const beard = look.bearded ? 100 : 0;
  switch (look.style) {
    case 'lorelei':
      return createAvatar(lorelei, {
        ...common,
        beardProbability: beard,
        mouth: [
          'happy01',
          'happy02',
          'happy03',
          'happy04',
          'happy05',
          'happy06',
          'happy07',
          'happy08',
          'happy09',
          'happy10',
        ],
        hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305', '0e0e0e'],
      }).toString();
    case 'notionists':
      return createAvatar(notionists, { ...common, beardProbability: beard, gestureProbability: 0 }).toString();
    case 'avataaars':
      return createAvatar(avataaars, {
        ...common,
        facialHairProbability: beard,
        mouth: ['smile', 'default', 'twinkle'],
        eyes: ['default', 'happy', 'wink', 'side', 'squint'],
        eyebrows: ['default', 'defaultNatural', 'raisedExcited', 'raisedExcitedNatural', 'upDownNatural'],
        accessories: ['prescription01', 'prescription02', 'round', 'wayfarers', 'kurt'],
        accessoriesProbability: 20,
        topProbability: 100,
        top:
          look.hair === 'long'
            ? [...LONG_HAIR]
            : look.hair === 'short'
              ? [...SHORT_HAIR]
              : [...LONG_HAIR, ...SHORT_HAIR],
      }).toString();
    case 'openPeeps':
      return createAvatar(openPeeps, {
        ...common,
        facialHairProbability: beard,
        face: ['smile', 'smileBig', 'calm', 'cute', 'lovingGrin1', 'lovingGrin2', 'cheeky', 'smileTeethGap'],
        accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5', 'sunglasses', 'sunglasses2'],
        accessoriesProbability: 15,
        maskProbability: 0,
        head:
          look.hair === 'long'
            ? [...PEEPS_LONG_HAIR]
            : look.hair === 'short'
              ? [...PEEPS_SHORT_HAIR]
              : [...PEEPS_LONG_HAIR, ...PEEPS_SHORT_HAIR],
      }).toString();
  }
}

/**
 * `count` photos of the same person, as upright sRGB pixels: the portrait is rasterised once,
 * then each photo gets its own background and some are mirrored.
 */
export async function renderAvatarPhotos(look: AvatarLook, count: number, random: Random): Promise<PhotoPixels[]> {
  const portrait = await sharp(Buffer.from(portraitSvg(look)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = portrait.info;
  const backgrounds = random.sample(BACKGROUNDS, count);
  const mirrored = backgrounds.map((_, index) => index > 0 && random.chance(0.5));
  return Promise.all(
    backgrounds.map((background, index) =>
      sharp(portrait.data, { raw: { width, height, channels } })
        .flatten({ background })
        .flop(mirrored[index])
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}
