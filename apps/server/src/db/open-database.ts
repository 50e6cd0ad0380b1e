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
import { migrationsFolder, schema, type Database, type DatabaseHandle } from './database';

export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm, btree_gist };

export interface OpenOptions {
  /** postgres:// URL of a real server. */
  url?: string;
  /** PGlite data directory; omit for in-memory. */
  dataDir?: string;
  /** A dumped, already-migrated PGlite data directory to start from (tests). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // Only named statements (db/prepared-query.ts) use the plan cache. By default PostgreSQL keeps
    // re-planning one whose array parameters make each custom plan look cheaper, which undoes the
    // point of preparing it. (An `options` parameter in DATABASE_URL replaces this one.)
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    if (options.migrate !== false) await migratePg(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  // PGlite creates only the last folder of the path; a fresh clone has no ./data yet.
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}
