import fs from 'node:fs';
import { installDebianPackage } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Colour emoji for chat reactions (decision 108): without it Chromium draws empty boxes or outlines. */
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** The end-to-end tests drive Debian's Chromium; install it (and its emoji font) from Debian's packages when missing. */
export async function ensureChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`Chromium is missing at ${CHROMIUM}.`);
    await installDebianPackage('chromium', () => fs.existsSync(CHROMIUM));
  }
  if (!fs.existsSync(EMOJI_FONT)) await installDebianPackage('fonts-noto-color-emoji', () => fs.existsSync(EMOJI_FONT));
}
