import { commandExists, installDebianPackage } from './lib.mjs';

/**
 * Voice notes are probed and converted by Debian's ffmpeg and ffprobe, run as child processes
 * (decision 109); install the package when either is missing. Production images install it the
 * same way (`apt-get install -y --no-install-recommends ffmpeg`).
 */
export async function ensureFfmpeg() {
  const installed = () => commandExists('ffmpeg') && commandExists('ffprobe');
  if (installed()) return;
  console.log('ffmpeg is missing.');
  await installDebianPackage('ffmpeg', installed);
}
