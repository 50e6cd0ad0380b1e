import type { Job } from './job';

export interface SnapshottingIndex {
  readonly loaded: boolean;
  writeSnapshot(): Promise<boolean>;
}

/**
 * Writes this process's candidate index to the object store, so a process that starts later
 * loads it and catches up with the changes since instead of reading every member. One run serves
 * every process; a process loaded from the database writes one at once as well. Every
 * CANDIDATE_INDEX_SNAPSHOT_MS (15 minutes by default; 0 turns snapshots off).
 */
export function writeCandidateIndexSnapshotJob(index: SnapshottingIndex, everyMs: number): Job {
  return {
    name: 'write-candidate-index-snapshot',
    everyMs,
    scope: 'shared',
    run: async () => {
      if (index.loaded) await index.writeSnapshot();
    },
  };
}
