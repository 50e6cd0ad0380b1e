import fs from 'node:fs';
import { installDebianPackage } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The end-to-end tests drive Debian's Chromium; install it from Debian's packages when missing. */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(`Chromium is missing at ${CHROMIUM}.`);
  await installDebianPackage('chromium', () => fs.existsSync(CHROMIUM));
}
