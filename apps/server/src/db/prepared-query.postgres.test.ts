import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './database';
import { runPrepared } from './prepared-query';
import { rowsOf } from './rows';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('plans a named statement once per connection: the pool asks PostgreSQL for generic plans', async () => {
  const statement = { name: 'kindred_test_generic', text: 'SELECT n FROM unnest($1::int[]) AS t(n)' };
  for (let run = 0; run < 8; run++) await runPrepared(handle.db, statement, [[run, run + 1]]);
  const [setting] = rowsOf<{ plan_cache_mode: string }>(await handle.db.execute(sql`SHOW plan_cache_mode`));
  expect(setting?.plan_cache_mode).toBe('force_generic_plan');
  const plans = rowsOf<{ generic: number; custom: number }>(
    await handle.db.execute(sql`
      SELECT coalesce(sum(generic_plans), 0)::int AS generic, coalesce(sum(custom_plans), 0)::int AS custom
      FROM pg_prepared_statements WHERE name = 'kindred_test_generic'`),
  );
  // Whichever pooled connection answers, it planned the statement generically or never ran it.
  expect(plans[0]?.custom).toBe(0);
});
