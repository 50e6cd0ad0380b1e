import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './database';
import { runByShape, runPrepared, sqlText, type PreparedStatement } from './prepared-query';
import { textArray, uuidArray } from './array-literal';

const pairs: PreparedStatement = {
  name: 'kindred_test_pairs',
  text: `SELECT n, label, doc::jsonb AS doc
    FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS t(n, label, doc, position)
    ORDER BY position`,
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('runPrepared', () => {
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

describe('runByShape with array literals', () => {
  it('passes lists of any length and content as one parameter, in and out of a transaction', async () => {
    const awkward = ['plain', 'a, b', 'say "hi"', 'back\\slash', '{braces}', '', 'NULL', 'ünï'];
    const ids = ['0b7f7e3c-7a53-4c4e-9f27-4a1c2d1f3e01', '5d3c2b1a-0f9e-4d8c-a7b6-c5d4e3f2a1b0'];
    const statement = (texts: string[], uuids: string[]) =>
      sql`SELECT ${textArray(texts)}::text[] AS texts, ${uuidArray(uuids)}::uuid[]::text[] AS ids`;
    for (const size of [awkward.length, 1, 0]) {
      const [row] = await runByShape<{ texts: string[]; ids: string[] }>(
        handle.db,
        'kindred_test_lists',
        statement(awkward.slice(0, size), ids.slice(0, Math.min(size, 2))),
      );
      expect(row).toEqual({ texts: awkward.slice(0, size), ids: ids.slice(0, Math.min(size, 2)) });
    }
    const inTransaction = await handle.db.transaction((tx) =>
      runByShape<{ texts: string[] }>(tx, 'kindred_test_lists', statement(awkward, ids)),
    );
    expect(inTransaction[0]?.texts).toEqual(awkward);
  });
});

describe('sqlText', () => {
  it('renders a fragment without parameters and refuses one with parameters', () => {
    expect(sqlText(sql`a.id = ${sql.raw('b.id')}`)).toBe('a.id = b.id');
    expect(() => sqlText(sql`a.id = ${'x'}`)).toThrow(/cannot hold parameters/);
  });
});
