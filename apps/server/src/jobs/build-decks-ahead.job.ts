import type { Job } from './job';

/** How often, and how many decks a run builds (about 60 ms of CPU each in a dense city of 1M members). */
export const BUILD_DECKS_AHEAD_MS = 60_000;
export const DECKS_AHEAD_PER_RUN = 100;

/**
 * Today's decks for members who opened For You in the last days, built before they come back
 * (recommendations.service.ts buildAhead, issue 34): their first request of the day reads a stored
 * deck instead of ranking a whole city. One run serves every process.
 */
export function buildDecksAheadJob(buildAhead: (limit: number) => Promise<number>): Job {
  return {
    name: 'build-decks-ahead',
    everyMs: BUILD_DECKS_AHEAD_MS,
    scope: 'shared',
    run: () => buildAhead(DECKS_AHEAD_PER_RUN),
  };
}
