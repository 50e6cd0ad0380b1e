import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';

const COUNT_TIMEOUT_MS = 60_000;

/** Each interest discoverable members list (by its lower-cased key), how many list it, and how many members there are. */
export async function interestCounts(db: Database) {
  // A scan of every profile, run in the background (interest-frequencies.ts): seconds with a
  // million members, longer than a request's statement timeout allows.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = ${sql.raw(String(COUNT_TIMEOUT_MS))}`);
    return tx.execute(sql`
    SELECT lower(trim(i.name)) AS key, min(trim(i.name)) AS label, count(*)::int AS members,
      (SELECT count(*)::int FROM profiles WHERE discoverable) AS total
    FROM profiles p, unnest(p.interests) AS i(name)
    WHERE p.discoverable
    GROUP BY 1
    ORDER BY members DESC, key`);
  });
  return rowsOf<{ key: string; label: string; members: number; total: number }>(result);
}
