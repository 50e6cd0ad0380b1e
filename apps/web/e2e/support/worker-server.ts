import { inject } from 'vitest';

/**
 * The address of this worker's own server. VITEST_POOL_ID (1 to maxWorkers) is unique among the
 * workers running at one time, so two files never share a server at once.
 */
export function workerServerURL(): string {
  const urls = inject('baseURLs');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(pool - 1) % urls.length];
  if (!url) throw new Error(`no e2e server for worker ${process.env.VITEST_POOL_ID}`);
  return url;
}
