import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { adminUrlFor } from './postgres-url';
import './test-db-kind';

/**
 * A migrated database for one test file: PGlite loaded from the run's dump, or on PostgreSQL
 * this worker's clone of the run's template. Tests make their own rows and share it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(source.dumpPath)]);
    return openDatabase({ loadDataDir: dump, migrate: false });
  }
  const name = workerDatabaseName(source.runId);
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await cloneTemplate(admin, name, source.templateName);
  } finally {
    await admin.end();
  }
  return openDatabase({ url: adminUrlFor(source.adminUrl, name), migrate: false, pool: TEST_POOL });
}

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
