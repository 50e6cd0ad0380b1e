import type { Job } from './job';

const HOUR_MS = 60 * 60 * 1000;
/**
 * An object no row points at is deleted once it is this old (decision 097): an upload writes its
 * objects a moment before its row, so only a process killed in between, or a row deleted whose
 * objects could not be, leaves one.
 */
export const ORPHAN_GRACE_MS = 24 * HOUR_MS;

export function removeOrphanedObjectsJob(removeOrphans: (olderThan: Date) => Promise<number>): Job {
  return {
    name: 'remove-orphaned-objects',
    everyMs: 24 * HOUR_MS,
    scope: 'shared',
    run: () => removeOrphans(new Date(Date.now() - ORPHAN_GRACE_MS)),
  };
}
