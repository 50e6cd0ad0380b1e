import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrlFor, postgresTestServerUrl } from '../../test/postgres-url';
import { openDatabase } from './open-database';

// Several processes started at once on an empty database (npm run start:cluster, decision 093).
const name = `kindred_test_migrate_${Date.now().toString(36)}${process.pid.toString(36)}`;
const admin = new pg.Client({ connectionString: postgresTestServerUrl() });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
});

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('migrations', () => {
  it('run once when three processes open an empty database at the same time', async () => {
    const url = adminUrlFor(postgresTestServerUrl(), name);
    const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ url })));
    await Promise.all(opened.map((handle) => handle.close()));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ applied: number; distinct: number }>(
        'select count(*)::int as applied, count(distinct hash)::int as "distinct" from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.applied).toBeGreaterThan(0);
      expect(rows[0]!.applied).toBe(rows[0]!.distinct);
    } finally {
      await client.end();
    }
  });
});
