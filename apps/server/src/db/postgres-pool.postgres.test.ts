import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { closedPort, rejectionOf } from '../../test/network';
import { postgresTestServerUrl } from '../../test/postgres-url';
import { recordingLog, useUncaughtExceptions, type LogLine } from '../../test/recording-log';
import { DatabasePoolQueueFull, isDatabaseUnavailable } from './database-unavailable';
import { openDatabase } from './open-database';
import { rowsOf } from './rows';
import { DEFAULT_POOL_SETTINGS, createPostgresPool, type PoolLog, type PoolSettings } from './postgres-pool';

const FAILED = 'database connection failed; new connections will be opened as needed';
const RESTORED = 'database connection restored';

const pools: pg.Pool[] = [];
/** A pool on the test server; waits in the queue are long enough never to run out during a test. */
function testPool(settings: Partial<PoolSettings>, log?: PoolLog, url = postgresTestServerUrl()): pg.Pool {
  const pool = createPostgresPool(url, { ...DEFAULT_POOL_SETTINGS, connectTimeoutMs: 20_000, ...settings }, log);
  pools.push(pool);
  return pool;
}
/** A connection the test holds; one still held when the test ends (it failed) is dropped, so the pool can end. */
const checkedOut = new Set<pg.PoolClient>();
async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  checkedOut.add(client);
  return client;
}
function giveBack(client: pg.PoolClient): void {
  checkedOut.delete(client);
  client.release();
}
afterEach(async () => {
  for (const client of checkedOut) client.release(true);
  checkedOut.clear();
  await Promise.all(pools.splice(0).map((pool) => (pool.ending ? undefined : pool.end())));
});

let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: postgresTestServerUrl() });
  await admin.connect();
});
afterAll(() => admin.end());

/** Ends these sessions from another one, as a restarting server or a proxy would. */
async function terminate(pids: number[]): Promise<void> {
  const { rows } = await admin.query<{ done: boolean }>(
    'select pg_terminate_backend(pid) as done from unnest($1::int[]) as pid',
    [pids],
  );
  expect(rows.every((row) => row.done)).toBe(true);
}

const lines = (log: { lines: LogLine[] }, message: string) => log.lines.filter((line) => line.message === message);

describe('the bounded queue', () => {
  it('refuses at once the request past the queue, while those in the queue wait their turn', async () => {
    const pool = testPool({ size: 1, queue: 2 });
    const held = await checkOut(pool);
    const first = pool.query<{ n: number }>('select 1 as n');
    const second = pool.query<{ n: number }>('select 2 as n');
    expect(pool.waitingCount).toBe(2);

    const refused = await rejectionOf(pool.query('select 3 as n'));
    expect(refused).toBeInstanceOf(DatabasePoolQueueFull);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    await expect(pool.connect()).rejects.toBeInstanceOf(DatabasePoolQueueFull);
    const throughDrizzle = await rejectionOf(drizzle(pool).execute(sql`select 4`));
    expect(throughDrizzle).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(throughDrizzle)).toBe(true);
    // The refusals came while the two queued requests were still waiting.
    expect(pool.waitingCount).toBe(2);

    giveBack(held);
    expect((await first).rows).toEqual([{ n: 1 }]);
    expect((await second).rows).toEqual([{ n: 2 }]);
  });

  it('serves a burst from idle connections without counting it as waiting', async () => {
    const pool = testPool({ size: 2, queue: 0 });
    await Promise.all([pool.query('select pg_sleep(0.05)'), pool.query('select pg_sleep(0.05)')]);
    expect(pool.idleCount).toBe(2);

    const burst = await Promise.all([
      pool.query<{ n: number }>('select 1 as n'),
      pool.query<{ n: number }>('select 2 as n'),
    ]);
    expect(burst.map((result) => result.rows[0]?.n)).toEqual([1, 2]);

    // With every connection in use, a queue of 0 means no waiting at all.
    const held = [await checkOut(pool), await checkOut(pool)];
    await expect(pool.connect()).rejects.toBeInstanceOf(DatabasePoolQueueFull);
    for (const client of held) giveBack(client);
    expect((await pool.query<{ n: number }>('select 3 as n')).rows).toEqual([{ n: 3 }]);
  });

  it('does not call a wait in a busy queue that ran out of time a lost connection', async () => {
    const log = recordingLog();
    const pool = testPool({ size: 1, queue: 5, connectTimeoutMs: 200 }, log);
    const held = await checkOut(pool);
    const waited = await rejectionOf(pool.query('select 1'));
    expect((waited as Error).message).toBe('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(waited)).toBe(true);
    expect(lines(log, FAILED)).toEqual([]);

    // So a real loss later is still announced.
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    giveBack(held);
    await terminate(rows.map((row) => row.pid));
    await expect.poll(() => lines(log, FAILED).length).toBe(1);
  });
});

describe('timeouts on every connection', () => {
  it('has the server cancel a statement that runs longer than statementTimeoutMs (57014)', async () => {
    const pool = testPool({ statementTimeoutMs: 200, idleInTransactionTimeoutMs: 3_000 });
    const { rows } = await pool.query<{ statement: string; idle: string }>(
      `select current_setting('statement_timeout') as statement,
              current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(rows).toEqual([{ statement: '200ms', idle: '3s' }]);

    const cancelled = await rejectionOf(pool.query('select pg_sleep(3)'));
    expect((cancelled as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
    expect((await pool.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('runs statements of any length with statementTimeoutMs 0 (scripts)', async () => {
    const pool = testPool({ statementTimeoutMs: 0 });
    const { rows } = await pool.query<{ statement: string }>(
      `select current_setting('statement_timeout') as statement from pg_sleep(0.3)`,
    );
    expect(rows).toEqual([{ statement: '0' }]);
  });

  it('are what openDatabase passes on from the configuration', async () => {
    const handle = await openDatabase({
      url: postgresTestServerUrl(),
      migrate: false,
      pool: { statementTimeoutMs: 150 },
    });
    try {
      const result = await handle.db.execute(sql`select current_setting('statement_timeout') as statement`);
      expect(rowsOf(result)).toEqual([{ statement: '150ms' }]);
    } finally {
      await handle.close();
    }
  });
});

describe('losing connections', () => {
  const uncaught = useUncaughtExceptions();

  it('survives idle connections ended by the server: one warning, then new connections and one line when restored', async () => {
    const log = recordingLog();
    const pool = testPool({ size: 3 }, log);
    const opened = await Promise.all(
      [1, 2, 3].map(() => pool.query<{ pid: number }>('select pg_backend_pid() as pid from pg_sleep(0.05)')),
    );
    const pids = opened.map((result) => result.rows[0]!.pid);
    expect(new Set(pids).size).toBe(3);
    expect(pool.idleCount).toBe(3);

    await terminate(pids);
    // pg-pool drops each idle client once it hears of its end.
    await expect.poll(() => pool.totalCount).toBe(0);

    const failed = lines(log, FAILED);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 'warn', details: { db: { code: '57P01' } } });
    expect(Object.keys(failed[0]!.details)).toEqual(['db']);
    expect(JSON.stringify(failed[0]!.details)).not.toMatch(/client|password/i);
    expect(lines(log, RESTORED)).toEqual([]);

    const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    expect(pids).not.toContain(rows[0]?.pid);
    const restored = lines(log, RESTORED);
    expect(restored).toHaveLength(1);
    expect(restored[0]).toMatchObject({ level: 'info', details: { failuresMeanwhile: 2 } });
    expect(uncaught).toEqual([]);
  });

  it('survives a connection ended in the middle of a transaction: the transaction fails as an outage', async () => {
    const log = recordingLog();
    const pool = testPool({ size: 2 }, log);
    const db = drizzle(pool);
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let pid = 0;
    const transaction = rejectionOf(
      db.transaction(async (tx) => {
        const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        pid = result.rows[0]!.pid;
        await paused;
        await tx.execute(sql`select 1`);
      }),
    );
    try {
      await expect.poll(() => pid).not.toBe(0);
      await terminate([pid]);
      await expect.poll(() => lines(log, FAILED).length).toBe(1);
    } finally {
      resume();
    }

    expect(isDatabaseUnavailable(await transaction)).toBe(true);
    expect((await db.execute<{ n: number }>(sql`select 1 as n`)).rows).toEqual([{ n: 1 }]);
    expect(lines(log, RESTORED)).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });

  it('survives the server ending a transaction left idle past idleInTransactionTimeoutMs', async () => {
    const log = recordingLog();
    const pool = testPool({ size: 1, idleInTransactionTimeoutMs: 200 }, log);
    const client = await checkOut(pool);
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await expect
      .poll(async () => (await admin.query('select 1 from pg_stat_activity where pid = $1', [rows[0]?.pid])).rowCount)
      .toBe(0);
    await expect.poll(() => lines(log, FAILED).length).toBe(1);

    const next = await rejectionOf(client.query('select 1'));
    expect(isDatabaseUnavailable(next)).toBe(true);
    giveBack(client);
    expect((await pool.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    expect(uncaught).toEqual([]);
  });

  it('fails fast with an outage error when nothing listens, and warns once for many failures', async () => {
    const log = recordingLog();
    const pool = testPool(
      { connectTimeoutMs: 500 },
      log,
      `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`,
    );
    const failures = await Promise.all([1, 2, 3].map(() => rejectionOf(pool.query('select 1'))));
    for (const failure of failures) {
      expect((failure as { code?: string }).code).toBe('ECONNREFUSED');
      expect(isDatabaseUnavailable(failure)).toBe(true);
    }
    expect(lines(log, FAILED)).toHaveLength(1);
    expect(lines(log, FAILED)[0]).toMatchObject({ details: { db: { code: 'ECONNREFUSED' } } });
  });

  it(
    'gives up after connectTimeoutMs on a server that accepts the connection but never answers',
    { timeout: 10_000 },
    async () => {
      const silent = net.createServer(() => {});
      const accepted: net.Socket[] = [];
      silent.on('connection', (socket) => accepted.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = silent.address() as net.AddressInfo;
        const pool = testPool({ connectTimeoutMs: 300 }, undefined, `postgres://postgres@127.0.0.1:${port}/postgres`);
        const failure = await rejectionOf(pool.query('select 1'));
        expect(accepted).toHaveLength(1);
        expect((failure as Error).message).toMatch(/connection timeout/);
        expect(isDatabaseUnavailable(failure)).toBe(true);
      } finally {
        for (const socket of accepted) socket.destroy();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    },
  );
});
