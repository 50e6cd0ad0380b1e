import type { TestProject } from 'vitest/node';
import { rm } from 'node:fs/promises';
import { freePort, startServer, type RunningServer } from './server';

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
  // A first start migrates and seeds (demo members, their photos drawn): about 12 s and 19 s of CPU
  // here. Once is enough: every worker's server starts from a copy of that data directory, all at
  // once, in about 4 s.
  const seeded = await startServer();
  await seeded.stop({ keepData: true });
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  const servers: RunningServer[] = [];
  const started = await Promise.allSettled(
    [...ports].map((port) => startServer({}, { port, dataFrom: seeded.dataDir })),
  );
  await rm(seeded.dataDir, { recursive: true, force: true });
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((server) => server.baseURL),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
