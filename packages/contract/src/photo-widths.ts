/**
 * Every stored photo and chat image exists at each of these widths under one name,
 * `<image>-<width>.webp` (decisions 007 and 116): 160 for avatars, 720 for a card as wide as a phone.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 720, 1080] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const LARGEST_PHOTO_WIDTH = 1080 satisfies PhotoWidth;
