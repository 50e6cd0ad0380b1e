import fs from 'node:fs';
import { commandExists, mustRun } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The end-to-end tests drive Debian's Chromium; install it from Debian's packages when missing. */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package...`);
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !commandExists('sudo'))
    throw new Error('Installing Chromium needs root (or sudo): apt-get install -y chromium');
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  await mustRun(cmd, [...pre, 'update', '-qq'], { env });
  await mustRun(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
}
