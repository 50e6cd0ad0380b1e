import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { adminUrlFor } from './postgres-url';
import './test-db-kind';

/**
 * This worker's migrated database, shared by the test files it runs one after another: PGlite
 * loaded once from the run's dump, or on PostgreSQL this worker's clone of the run's template.
 * Tests make their own rows and share it. Closing the handle ends a file's use of it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    // Loading the dump costs over a second of CPU; files in a worker share modules (isolate: false),
    // so the instance outlives each file, as the PostgreSQL database does.
    workerPglite ??= loadPgliteDump(source.dumpPath);
    const shared = await workerPglite;
    return { ...shared, close: async () => undefined };
  }
  const name = workerDatabaseName(source.runId);
  await asAdmin(source.adminUrl, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await cloneTemplate(admin, name, source.templateName);
  });
  return openDatabase({ url: adminUrlFor(source.adminUrl, name), migrate: false, pool: TEST_POOL });
}

let workerPglite: Promise<DatabaseHandle> | undefined;

const loadPgliteDump = (dumpPath: string) =>
  openDatabase({ loadDataDir: new Blob([fs.readFileSync(dumpPath)]), migrate: false });

/**
 * A migrated database of the caller's own, for a test that reads or changes every row (a count of
 * the whole site, an UPDATE without WHERE) and so cannot share the worker's. Closing drops it.
 */
export async function openOwnTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    return loadPgliteDump(source.dumpPath);
  }
  const name = `${workerDatabaseName(source.runId)}_own_${ownDatabases++}`;
  await asAdmin(source.adminUrl, (admin) => cloneTemplate(admin, name, source.templateName));
  const handle = await openDatabase({ url: adminUrlFor(source.adminUrl, name), migrate: false, pool: TEST_POOL });
  return {
    ...handle,
    async close() {
      await handle.close();
      await asAdmin(source.adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let ownDatabases = 0;

/**
 * Test workers and PostgreSQL share two cores, and argon2 holds them for seconds at a time:
 * a connection or statement can wait far longer than production's bounds allow without anything
 * being wrong. The bounds themselves have their own tests (db/postgres-pool.postgres.test.ts, fault/).
 */
const TEST_POOL = { connectTimeoutMs: 30_000, statementTimeoutMs: 60_000 };

const workerDatabaseName = (runId: string) => `kindred_test_${runId}_${process.env.VITEST_POOL_ID ?? '0'}`;

/** The URL of this worker's PostgreSQL test database, for a second server process to share. */
export function postgresTestDatabaseUrl(): string {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres')
    throw new Error('Only the PostgreSQL test run has a database another process can open');
  return adminUrlFor(source.adminUrl, workerDatabaseName(source.runId));
}

/** Two workers cloning the template at once can collide ("being accessed by other users"): retry. */
async function cloneTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
