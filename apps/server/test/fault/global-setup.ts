import { buildIfStale } from '../../../../scripts/lib.mjs';

/** The fault tests run the built server as `npm start` does: build it when its sources are newer. */
export default async function setup() {
  await buildIfStale();
}
