import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, schema, type DatabaseHandle } from './database';
import { DEFAULT_POOL_SETTINGS, createPostgresPool, type PoolLog, type PoolSettings } from './postgres-pool';

export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm, btree_gist };

export interface OpenOptions {
  /** postgres:// URL of a real server. */
  url?: string;
  /** PGlite data directory; omit for in-memory. */
  dataDir?: string;
  /** A dumped, already-migrated PGlite data directory to start from (tests). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /** Pool size, queue and timeouts for a real server (config.ts reads them from the environment). */
  pool?: Partial<PoolSettings>;
  /** Where a real server's connection failures and recoveries are logged. */
  log?: PoolLog;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    if (options.migrate !== false) await migrateServer(options.url);
    const pool = createPostgresPool(options.url, { ...DEFAULT_POOL_SETTINGS, ...options.pool }, options.log);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  // PGlite creates only the last folder of the path; a fresh clone has no ./data yet.
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db,
    driver: 'pglite',
    // It holds PGlite's lock, so no query runs while the files are read: a copy as of one moment.
    // Uncompressed: the lock is held a third as long (decision 095); whoever asked compresses it.
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Migrations run on a connection of their own, without the pool's statement timeout (an index on a big table takes a while). */
async function migrateServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost mid-migration fails the migration's query; the event itself needs no answer.
  client.on('error', () => {});
  await client.connect();
  try {
    // Processes starting together (npm run start:cluster, replicas) migrate one at a time: the
    // others then find the migrations applied (decision 093). Released when the connection ends.
    await client.query(`select pg_advisory_lock(hashtext('kindred:migrations'))`);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end();
  }
}
