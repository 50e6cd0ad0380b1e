import { commandExists, installDebianPackage } from './lib.mjs';

/**
 * The cluster's fault test puts Debian's HAProxy in front of two server processes (docs/deploy.md);
 * install it from Debian's packages when missing. The test starts its own instance; the package's
 * service is not used.
 */
export async function ensureHaproxy() {
  if (commandExists('haproxy')) return;
  console.log('HAProxy is missing.');
  await installDebianPackage('haproxy', () => commandExists('haproxy'));
}
