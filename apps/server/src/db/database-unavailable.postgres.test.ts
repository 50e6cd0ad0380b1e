import { afterEach, describe, expect, it } from 'vitest';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { rejectionOf } from '../../test/network';
import { adminUrlFor, postgresTestServerUrl } from '../../test/postgres-url';
import { describeDatabaseError, isDatabaseUnavailable } from './database-unavailable';

// Errors only a real server gives: PGlite runs no statement timeout and has no other sessions.
const clients: pg.Client[] = [];
async function connected(url = postgresTestServerUrl()): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  clients.push(client);
  await client.connect();
  return client;
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
});

describe('errors from a real PostgreSQL server', () => {
  it('a statement cancelled by statement_timeout (57014) is an outage, described without the query', async () => {
    const client = await connected();
    await client.query('set statement_timeout = 50');
    const error = await rejectionOf(drizzle(client).execute(sql`select pg_sleep(${1}) as slept`));
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeDatabaseError(error)).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
  });

  it('a session ended by the server (57P01) fails its query with an error that counts as an outage', async () => {
    const victim = await connected();
    const admin = await connected();
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const sleeping = rejectionOf(victim.query('select pg_sleep(30)'));
    // Once the sleep is running, end that session as a server shutting down would.
    await expect
      .poll(async () => (await admin.query(`select state from pg_stat_activity where pid = $1`, [rows[0]?.pid])).rows)
      .toEqual([{ state: 'active' }]);
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    const error = await sleeping;
    expect((error as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a database that does not exist (3D000) is not an outage: waiting would not fix it', async () => {
    const error = await rejectionOf(connected(adminUrlFor(postgresTestServerUrl(), 'kindred_no_such_database')));
    expect((error as { code?: string }).code).toBe('3D000');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
