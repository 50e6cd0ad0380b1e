import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './database';
import { namedStatements, pgliteOf } from './pglite-named-statements';
import { preparedPerDatabase } from './prepared-query';
import { users } from './schema/users';

const TYPES = `SELECT $1::uuid AS id, $2::int AS n, $3::timestamptz AS at, $4::text[] AS tags, $5::jsonb AS doc,
  $6::text AS nothing, 1.5::numeric AS num, true AS yes`;

// PGlite only (the server-postgres project leaves *.pglite.test.ts out): node-postgres prepares on its own.
describe('namedStatements (PGlite)', () => {
  let handle: DatabaseHandle;
  let pglite: PGlite | null;
  beforeAll(async () => {
    handle = await openTestDatabase();
    pglite = pgliteOf((handle.db as unknown as { $client: unknown }).$client);
  });
  afterAll(() => handle.close());

  const onPglite = () => {
    if (!pglite) throw new Error('unreachable');
    return pglite;
  };

  it('finds the PGlite client under the Drizzle handle', () => {
    expect(handle.driver).toBe('pglite');
    expect(pglite).not.toBeNull();
  });

  it('answers what query() answers, for every type and both row modes', async () => {
    const params = [
      '0579e168-8196-4419-848f-e38bd09c5129',
      42,
      new Date('2024-05-06T07:08:09.010Z'),
      ['a', 'b,"c"', null],
      { at: 1, text: 'a, {b}' },
      null,
    ];
    const named = namedStatements(onPglite());
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      for (let round = 0; round < 2; round++) {
        const expected = await onPglite().query(TYPES, params, options);
        const actual = await named.query(TYPES, params, options);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
    }
    const prepared = await onPglite().query<{ name: string; statement: string }>(
      'SELECT name, statement FROM pg_prepared_statements',
    );
    expect(prepared.rows.filter((row) => row.statement === TYPES)).toHaveLength(1);
  });

  it('reports an error and keeps working after it', async () => {
    const named = namedStatements(onPglite());
    await expect(named.query('SELECT $1::uuid AS id', ['not a uuid'])).rejects.toThrow(/invalid input syntax/);
    await expect(named.query('SELECT nope FROM nowhere', [])).rejects.toThrow(/nowhere/);
    expect(
      (await named.query<{ id: string }>('SELECT $1::uuid AS id', ['0579e168-8196-4419-848f-e38bd09c5129'])).rows,
    ).toEqual([{ id: '0579e168-8196-4419-848f-e38bd09c5129' }]);
    expect((await onPglite().query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for another caller’s transaction instead of running inside it', async () => {
    const email = `named-${Date.now()}@example.com`;
    const count = 'SELECT count(*)::int AS n FROM users WHERE email = $1';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email, passwordHash: null });
      await held;
      tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = namedStatements(onPglite()).query<{ n: number }>(count, [email]);
    release();
    await expect(transaction).rejects.toThrow();
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('runs the queries preparedPerDatabase builds as named statements', async () => {
    const byEmail = preparedPerDatabase((db) =>
      db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare('kindred_test_user_by_email'),
    );
    const [inserted] = await handle.db
      .insert(users)
      .values({ email: `prepared-${Date.now()}@example.com`, passwordHash: null })
      .returning({ email: users.email });
    expect(await byEmail(handle.db).execute({ email: inserted!.email })).toEqual([{ email: inserted!.email }]);
    const prepared = await onPglite().query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    expect(prepared.rows.some((row) => row.statement.includes('"email" = $1'))).toBe(true);
  });
});
