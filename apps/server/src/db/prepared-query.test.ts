import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './database';
import { runPrepared, sqlText, type PreparedStatement } from './prepared-query';

const pairs: PreparedStatement = {
  name: 'kindred_test_pairs',
  text: `SELECT n, label, doc::jsonb AS doc
    FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS t(n, label, doc, position)
    ORDER BY position`,
};

describe('runPrepared', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('runs one constant statement many times with arrays of values, nulls and JSON included', async () => {
    for (const size of [1, 3, 1]) {
      const numbers = Array.from({ length: size }, (_, index) => index + 1);
      const rows = await runPrepared<{ n: number; label: string | null; doc: unknown }>(handle.db, pairs, [
        numbers,
        numbers.map((n) => (n === 2 ? null : `it's "${n}"`)),
        numbers.map((n) => (n === 1 ? JSON.stringify({ at: n, text: 'a, {b}' }) : null)),
      ]);
      expect(rows).toEqual(
        numbers.map((n) => ({
          n,
          label: n === 2 ? null : `it's "${n}"`,
          doc: n === 1 ? { at: 1, text: 'a, {b}' } : null,
        })),
      );
    }
  });

  it('runs the statement concurrently on the pool', async () => {
    const answers = await Promise.all(
      [5, 6, 7].map((n) => runPrepared<{ n: number }>(handle.db, pairs, [[n], ['x'], [null]])),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual([5, 6, 7]);
  });
});

describe('sqlText', () => {
  it('renders a fragment without parameters and refuses one with parameters', () => {
    expect(sqlText(sql`a.id = ${sql.raw('b.id')}`)).toBe('a.id = b.id');
    expect(() => sqlText(sql`a.id = ${'x'}`)).toThrow(/cannot hold parameters/);
  });
});
