// The PGlite bench database: a file-backed data directory (as the app runs it without
// DATABASE_URL), migrated with openDatabase, seeded by the same generator, kept between runs.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { readMarker, recordMigrations, seedAndMark, staleReason } from './seed-marker';
import type { SeedSize, SqlRunner } from './seed-sql';
import type { BenchDatabase } from './seed-postgres';

function runnerOf(client: PGlite): SqlRunner {
  return {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
}

const clientOf = (handle: Awaited<ReturnType<typeof openDatabase>>) =>
  (handle.db as unknown as { $client: PGlite }).$client;

export async function openPgliteBench(options: {
  dataDir: string;
  size: SeedSize;
  reseed: boolean;
  log: (line: string) => void;
}): Promise<BenchDatabase> {
  const { dataDir, size, log } = options;
  let reason: string | null = options.reseed ? 'asked (--reseed)' : null;
  if (!reason && fs.existsSync(dataDir)) {
    const probe = await openDatabase({ dataDir });
    reason = staleReason(await readMarker(runnerOf(clientOf(probe))), size);
    if (!reason) {
      const info = await recordMigrations(runnerOf(clientOf(probe)), (await readMarker(runnerOf(clientOf(probe))))!);
      log(`pglite: reusing the seed of ${info.seededAt} in ${dataDir} (${info.members} members); --reseed to rebuild`);
      return { handle: probe, runner: runnerOf(clientOf(probe)), seed: info, seededNow: false, close: probe.close };
    }
    await probe.close();
  } else if (!reason) {
    reason = 'no data directory';
  }
  log(`pglite: (re)creating ${dataDir} (${reason})`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir });
  const runner = runnerOf(clientOf(handle));
  log(`pglite: seeding ${size.members} members, ${size.swipes} swipes`);
  const info = await seedAndMark(runner, size, log);
  log(`pglite: seeded in ${info.durations.total} s`);
  return { handle, runner, seed: info, seededNow: true, close: handle.close };
}
