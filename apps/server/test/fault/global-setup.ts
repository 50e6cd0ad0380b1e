import { ensureHaproxy } from '../../../../scripts/ensure-haproxy.mjs';
import { buildIfStale } from '../../../../scripts/lib.mjs';

/**
 * The fault tests run the built server as `npm start` does: build it when its sources are newer.
 * The cluster's test puts Debian's HAProxy in front: install it when missing.
 */
export default async function setup() {
  await ensureHaproxy();
  await buildIfStale();
}
