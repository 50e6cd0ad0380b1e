// The real-PostgreSQL bench database: created on the local server, migrated with the app's own
// openDatabase, seeded once and kept (seeding a million members takes minutes).
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { UNBOUNDED_STATEMENTS } from '../../apps/server/src/db/postgres-pool';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
import { readMarker, recordMigrations, seedAndMark, staleReason, type SeedInfo } from './seed-marker';
import type { SeedSize, SqlRunner } from './seed-sql';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** A dedicated connection (session settings stick) for the bench's own SQL. */
  runner: SqlRunner;
  seed: SeedInfo;
  /** True when this run made the seed. */
  seededNow: boolean;
  close(): Promise<void>;
}

function runnerOf(client: pg.Client): SqlRunner {
  return {
    exec: async (text) => {
      await client.query(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench database name must be a plain identifier: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await run(client, name);
  } finally {
    await client.end();
  }
}

export async function openPostgresBench(options: {
  url: string;
  size: SeedSize;
  reseed: boolean;
  log: (line: string) => void;
}): Promise<BenchDatabase> {
  const { url, size, log } = options;
  const exists = await withAdmin(url, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });

  let reason: string | null = options.reseed ? 'asked (--reseed)' : exists ? null : 'no bench database';
  if (!reason) {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    try {
      reason = staleReason(await readMarker(runnerOf(probe)), size);
    } finally {
      await probe.end();
    }
  }
  if (reason) {
    log(`postgres: (re)creating ${url} (${reason})`);
    await withAdmin(url, async (client, name) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    });
  }

  // The naive version's dense statements run for seconds: no statement timeout here.
  const handle = await openDatabase({ url, pool: UNBOUNDED_STATEMENTS });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const runner = runnerOf(client);
  let info = reason ? null : await readMarker(runner);
  const seededNow = info === null;
  if (!info) {
    log(`postgres: seeding ${size.members} members, ${size.swipes} swipes`);
    info = await seedAndMark(runner, size, log);
    log(`postgres: seeded in ${info.durations.total} s`);
  } else {
    info = await recordMigrations(runner, info);
    log(`postgres: reusing the seed of ${info.seededAt} (${info.members} members); --reseed to rebuild`);
  }
  return {
    handle,
    runner,
    seed: info,
    seededNow,
    close: async () => {
      await client.end();
      await handle.close();
    },
  };
}
