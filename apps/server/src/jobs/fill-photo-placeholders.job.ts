import type { Job } from './job';

/** Photos given a placeholder a run: a few milliseconds of image work each. */
export const PLACEHOLDERS_PER_RUN = 200;

/** Photos stored before placeholders existed get theirs, a batch a minute, until none is left. */
export function fillPhotoPlaceholdersJob(fillMissingPlaceholders: (limit: number) => Promise<number>): Job {
  return {
    name: 'fill-photo-placeholders',
    everyMs: 60_000,
    scope: 'shared',
    run: () => fillMissingPlaceholders(PLACEHOLDERS_PER_RUN),
  };
}
