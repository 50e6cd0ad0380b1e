import { commandExists, mustRun } from './lib.mjs';

/**
 * The cluster's fault test puts Debian's HAProxy in front of two server processes (docs/deploy.md);
 * install it from Debian's packages when missing. The test starts its own instance; the package's
 * service is not used.
 */
export async function ensureHaproxy() {
  if (commandExists('haproxy')) return;
  console.log("HAProxy is missing: installing Debian's haproxy package...");
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !commandExists('sudo'))
    throw new Error('Installing HAProxy needs root (or sudo): apt-get install -y haproxy');
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  await mustRun(cmd, [...pre, 'update', '-qq'], { env });
  await mustRun(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', 'haproxy'], { env });
  if (!commandExists('haproxy')) throw new Error('apt-get installed haproxy but the haproxy command is still missing');
}
