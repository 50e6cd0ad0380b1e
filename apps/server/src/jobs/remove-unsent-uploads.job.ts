import type { Job } from './job';

const HOUR_MS = 60 * 60 * 1000;
/** A chat image not sent within a day is deleted, rows and files (decision 030). */
export const UNSENT_UPLOAD_TTL_MS = 24 * HOUR_MS;

export function removeUnsentUploadsJob(removeUnattachedUploads: (olderThan: Date) => Promise<number>): Job {
  return {
    name: 'remove-unsent-uploads',
    everyMs: HOUR_MS,
    scope: 'shared',
    run: () => removeUnattachedUploads(new Date(Date.now() - UNSENT_UPLOAD_TTL_MS)),
  };
}
