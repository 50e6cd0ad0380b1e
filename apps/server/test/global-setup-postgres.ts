import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open-database';
import { adminUrlFor, postgresTestServerUrl } from './postgres-url';
import { startS3Server } from './s3-server';
import './test-db-kind';

// The real-PostgreSQL run is mandatory: an unreachable server fails the suite, never skips it.
// One migrated template per run; each worker clones it (test/database.ts).
export default async function setup(project: TestProject) {
  const serverUrl = postgresTestServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The real-PostgreSQL test suite needs a server at ${serverUrl} (set TEST_DATABASE_URL). ` +
        `npm test starts the local one when it is installed. Cause: ${(error as Error).message}`,
    );
  }
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const templateName = `kindred_tpl_${runId}`;
  await admin.query(`CREATE DATABASE ${templateName}`);
  const migrated = await openDatabase({ url: adminUrlFor(serverUrl, templateName) });
  await migrated.close();
  project.provide('testDatabase', { kind: 'postgres', adminUrl: serverUrl, templateName, runId });
  // The S3-compatible server the storage tests run against (decision 091).
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);

  return async () => {
    await s3.close();
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`kindred_test_${runId}_%`, templateName],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
