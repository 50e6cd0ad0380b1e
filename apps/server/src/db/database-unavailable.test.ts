import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { openTestDatabase } from '../../test/database';
import { closedPort, rejectionOf } from '../../test/network';
import type { DatabaseHandle } from './database';
import { DatabasePoolQueueFull, describeDatabaseError, isDatabaseUnavailable } from './database-unavailable';

/** What node-postgres rejects with when nothing listens at the address. */
async function refusedConnection(): Promise<Error & { code?: string }> {
  const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  return (await rejectionOf(client.connect())) as Error & { code?: string };
}

/** A server error as node-postgres builds it from the wire. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

const SECRET = 'private.person@example.com';

describe('a database that cannot be reached', () => {
  it('is a refused connection, said plainly and with its code', async () => {
    const refused = await refusedConnection();
    expect(refused.code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(describeDatabaseError(refused)).toEqual({
      code: 'ECONNREFUSED',
      message: expect.stringMatching(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/),
    });
  });

  it("is found inside Drizzle's wrapper and inside an AggregateError of several addresses", async () => {
    const refused = await refusedConnection();
    const everyAddress = new AggregateError([new Error('not this one'), refused], 'connect failed');
    const wrapped = new DrizzleQueryError('select * from users where email = $1', [SECRET], everyAddress);
    expect(isDatabaseUnavailable(everyAddress)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(describeDatabaseError(wrapped)).toEqual({ code: 'ECONNREFUSED', message: refused.message });
  });

  it('is a server shutting down (57P01), wrapped by Drizzle, described without the query or its parameters', () => {
    const shutdown = serverError('57P01', 'terminating connection due to administrator command');
    const wrapped = new DrizzleQueryError('select * from users where email = $1', [SECRET], shutdown);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const described = describeDatabaseError(wrapped);
    expect(described).toEqual({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect(JSON.stringify(described)).not.toContain(SECRET);
    expect(JSON.stringify(described)).not.toContain('select');
  });

  it.each([
    ['57P01', 'admin shutdown'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'cannot connect now (starting up)'],
    ['53300', 'too many connections'],
    ['57014', 'statement timeout'],
    ['08006', 'connection failure'],
    ['08001', 'unable to connect'],
  ])('counts SQLSTATE %s (%s)', (code, what) => {
    expect(isDatabaseUnavailable(serverError(code, what))).toBe(true);
  });

  it.each([
    ['23505', 'unique violation'],
    ['42601', 'syntax error'],
    ['22P02', 'invalid text representation'],
    ['40001', 'serialization failure'],
    ['28P01', 'wrong password'],
    ['3D000', 'no such database'],
  ])('does not count SQLSTATE %s (%s): waiting would not fix it', (code, what) => {
    expect(isDatabaseUnavailable(serverError(code, what))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], serverError(code, what)))).toBe(false);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Query read timeout',
    'Cannot use a pool after calling end on the pool',
  ])('counts the driver error "%s", which has no code', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('counts a full pool queue, also behind Drizzle', () => {
    const full = new DatabasePoolQueueFull(200);
    expect(full.message).toBe('database pool queue is full (200 waiting)');
    expect(isDatabaseUnavailable(full)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], full))).toBe(true);
  });

  it('does not count other errors or things that are not errors, and stops on a cycle', () => {
    expect(isDatabaseUnavailable(new Error('Something else broke'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('wrapper', { cause: new TypeError('x is undefined') }))).toBe(false);
    for (const value of [null, undefined, 'ECONNREFUSED', 57014, { code: 57014 }]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
    const cyclic = new Error('loops') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
    expect(describeDatabaseError(cyclic)).toEqual({ message: 'loops' });
  });

  it('is described with its code and message only, never the client pg-pool attaches to it', () => {
    const idleError = Object.assign(serverError('57P01', 'terminating connection due to administrator command'), {
      client: new pg.Client({ password: 'hunter2' }),
    });
    const described = describeDatabaseError(idleError);
    expect(Object.keys(described).sort()).toEqual(['code', 'message']);
    expect(JSON.stringify(described)).not.toContain('hunter2');
    expect(describeDatabaseError('plain text')).toEqual({ message: 'plain text' });
  });
});

describe("the test database's own errors (PGlite or PostgreSQL)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('a unique violation (23505) is a mistake of the request, not an outage, and is described without its parameters', async () => {
    const error = await rejectionOf(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table unavailable_test (email text primary key) on commit drop`);
        await tx.execute(sql`insert into unavailable_test (email) values (${SECRET})`);
        await tx.execute(sql`insert into unavailable_test (email) values (${SECRET})`);
      }),
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(false);
    const described = describeDatabaseError(error);
    expect(described.code).toBe('23505');
    expect(JSON.stringify(described)).not.toContain(SECRET);
  });

  it('a syntax error (42601) is not an outage either', async () => {
    const error = await rejectionOf(handle.db.execute(sql.raw('selec 1')));
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(describeDatabaseError(error).code).toBe('42601');
  });
});
