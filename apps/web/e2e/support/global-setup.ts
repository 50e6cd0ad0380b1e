import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One built server per worker, each with its own data directory (see workerServerURL). */
    baseURLs: string[];
  }
}

/**
 * As many servers as the e2e run has workers. Files run several at a time, and each worker keeps to
 * its own server, so a spec sees the same single-tenant server it would see running alone (the
 * seeded members, the dev outbox, the counters of who liked whom).
 */
export default async function setup(project: TestProject) {
  const count = Math.max(1, project.config.maxWorkers);
  // One after the other: a free port is only known to be free until a server takes it.
  const servers: RunningServer[] = [];
  for (let i = 0; i < count; i += 1) servers.push(await startServer());
  if (new Set(servers.map((server) => server.baseURL)).size !== count) throw new Error('two e2e servers on one port');
  project.provide(
    'baseURLs',
    servers.map((server) => server.baseURL),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
