import type { Job } from './job';

export interface ExposureIndex {
  readonly loaded: boolean;
  snapshotExposure(): void | Promise<void>;
}

/**
 * Cards shown since the last snapshot become the exposure that ranking reads (decision 055), every
 * RECOMMENDATION_EXPOSURE_SNAPSHOT_MS (10 minutes by default; 0 turns it off).
 */
export function snapshotExposureJob(index: ExposureIndex, everyMs: number): Job {
  return {
    name: 'snapshot-exposure',
    everyMs,
    scope: 'process',
    run: async () => {
      if (index.loaded) await index.snapshotExposure();
    },
  };
}
