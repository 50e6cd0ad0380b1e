import type { Job } from './job';

/**
 * Selfies sent before decision 091 (and the seed's) are held in their rows; this moves them into
 * the storage a few hundred at a time, until none is left (decision 097).
 */
export function moveSelfiesToStorageJob(moveRowSelfies: (limit: number) => Promise<number>): Job {
  return {
    name: 'move-selfies-to-storage',
    everyMs: 10 * 60 * 1000,
    scope: 'shared',
    run: () => moveRowSelfies(500),
  };
}
