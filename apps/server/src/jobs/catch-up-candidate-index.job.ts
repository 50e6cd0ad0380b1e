import type { Job } from './job';

/** How often an idle process's candidate index catches up with changes made elsewhere. */
export const CANDIDATE_INDEX_CATCH_UP_MS = 10_000;

export interface CatchingUpIndex {
  readonly loaded: boolean;
  catchUp(): Promise<void>;
}

/**
 * The in-memory candidate index (decision 054) reads the changes committed since its last
 * catch-up. Reads catch up too; this keeps an idle process current. Nothing until the first load
 * has finished: a failed load is started again by the next read, not here.
 */
export function catchUpCandidateIndexJob(index: CatchingUpIndex): Job {
  return {
    name: 'catch-up-candidate-index',
    everyMs: CANDIDATE_INDEX_CATCH_UP_MS,
    scope: 'process',
    run: async () => {
      if (index.loaded) await index.catchUp();
    },
  };
}
